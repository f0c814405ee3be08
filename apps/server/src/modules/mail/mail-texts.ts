// The e-mails' texts: the `emails` area of the web app's translation files, and the names the
// booking pages use (the `bookings` area: statuses, milestones, payment modes), ADR 067. The
// server imports them, so the server bundle (scripts/build-server.mjs) and tsx read them straight
// from apps/web/src/locales at build or start; the web build leaves `emails` out (texts-parts.ts).
import type { Language } from '@freightdesk/domain';
import arBookings from '../../../../web/src/locales/ar/bookings.json' with { type: 'json' };
import ar from '../../../../web/src/locales/ar/emails.json' with { type: 'json' };
import enBookings from '../../../../web/src/locales/en/bookings.json' with { type: 'json' };
import en from '../../../../web/src/locales/en/emails.json' with { type: 'json' };
import esBookings from '../../../../web/src/locales/es/bookings.json' with { type: 'json' };
import es from '../../../../web/src/locales/es/emails.json' with { type: 'json' };
import ptBookings from '../../../../web/src/locales/pt/bookings.json' with { type: 'json' };
import pt from '../../../../web/src/locales/pt/emails.json' with { type: 'json' };

/** The texts of one language; English's shape, which every language has (locales.test.ts checks it). */
export type MailTexts = typeof en.emails & { bookings: typeof enBookings.bookings };

/** Every language's tree typed as English's: a language lacking a key fails to compile here. */
const textsByLanguage: Record<Language, MailTexts> = {
  en: { ...en.emails, bookings: enBookings.bookings },
  es: { ...es.emails, bookings: esBookings.bookings },
  pt: { ...pt.emails, bookings: ptBookings.bookings },
  ar: { ...ar.emails, bookings: arBookings.bookings },
};

export function mailTextsOf(language: Language): MailTexts {
  return textsByLanguage[language];
}

/**
 * Fills a text's `{{name}}` placeholders (i18next's syntax, so the web's parity test compares
 * them across languages). Values go in unescaped: the layout escapes each finished text for HTML.
 * A placeholder without a value is a programming error, never a mail with `{{…}}` in it.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in the mail text "${template}"`);
    return String(value);
  });
}
