/** Backend branches (docs/product/brands.md#brand-configuration): US, ES, DO, DB. */
export const backendBranches = ['US', 'ES', 'DO', 'DB'] as const;
export type BackendBranch = (typeof backendBranches)[number];

/** The branch a customer belongs to when none is known (sign-up's default). */
export const defaultBackendBranch: BackendBranch = 'US';
