/** The user's calendar day as yyyy-mm-dd (a date input's value), not the UTC one. */
export function localToday(now: Date = new Date()): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
