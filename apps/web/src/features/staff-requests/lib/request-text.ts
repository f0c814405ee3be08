import type { RequestInboxItem } from '@freightdesk/domain';

/** Who sent it: the name, the company, else the e-mail. */
export function contactText(contact: RequestInboxItem['contact']): string {
  const name = contact.name ?? contact.email ?? '';
  return contact.company ? `${name} · ${contact.company}` : name;
}

/** An instant in the reader's language (date and time, their clock). */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Minor units as a decimal amount in the reader's language. */
export function formatAmount(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
}
