/**
 * Transforms the modules a test walks through lazily (a feature page inside its frame, then
 * home) up front, so that the test does not spend its time compiling them on a busy machine.
 */
export function preloadPlaceholderAndHomePages(): Promise<unknown> {
  return Promise.all([
    import('@/app/routes/placeholder'),
    import('@/app/routes/home'),
    import('@/app/feature-page-frame'),
  ]);
}
