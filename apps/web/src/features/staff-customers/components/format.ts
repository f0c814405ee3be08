/** A date and time as the staff member's language writes it (Latin digits in Arabic, as the app does elsewhere). */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium' }).format(new Date(iso));
}
