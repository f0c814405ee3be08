const dayMs = 86_400_000;

/** `yyyy-mm-dd` plus whole days (UTC calendar arithmetic). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 1–12 */
export function monthOf(isoDate: string): number {
  return Number(isoDate.slice(5, 7));
}

export function isIsoDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}
