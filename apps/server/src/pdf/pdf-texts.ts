// The texts of the system-generated PDFs: the web app's translation resources (ADR 066) — the
// `documents` area (the PDFs' own labels), the `staffQuotes` area (a rate's price, ADR 081), the
// `bookings` area (statuses, document types, payment modes, service types as the booking pages name
// them) and the `charges` area (charge lines' names, ADR 091). Imported like the mails' texts (ADR 067), so
// tsx and the server bundle read them from apps/web/src/locales; the locale test keeps the four
// languages in step.
import type { Language } from '@freightdesk/domain';
import arBookings from '../../../web/src/locales/ar/bookings.json' with { type: 'json' };
import arCharges from '../../../web/src/locales/ar/charges.json' with { type: 'json' };
import arDocuments from '../../../web/src/locales/ar/documents.json' with { type: 'json' };
import arStaffQuotes from '../../../web/src/locales/ar/staffQuotes.json' with { type: 'json' };
import enBookings from '../../../web/src/locales/en/bookings.json' with { type: 'json' };
import enCharges from '../../../web/src/locales/en/charges.json' with { type: 'json' };
import enDocuments from '../../../web/src/locales/en/documents.json' with { type: 'json' };
import enStaffQuotes from '../../../web/src/locales/en/staffQuotes.json' with { type: 'json' };
import esBookings from '../../../web/src/locales/es/bookings.json' with { type: 'json' };
import esCharges from '../../../web/src/locales/es/charges.json' with { type: 'json' };
import esDocuments from '../../../web/src/locales/es/documents.json' with { type: 'json' };
import esStaffQuotes from '../../../web/src/locales/es/staffQuotes.json' with { type: 'json' };
import ptBookings from '../../../web/src/locales/pt/bookings.json' with { type: 'json' };
import ptCharges from '../../../web/src/locales/pt/charges.json' with { type: 'json' };
import ptDocuments from '../../../web/src/locales/pt/documents.json' with { type: 'json' };
import ptStaffQuotes from '../../../web/src/locales/pt/staffQuotes.json' with { type: 'json' };

type Tree = { readonly [key: string]: string | Tree };

const textsByLanguage: Record<Language, Tree> = {
  en: { ...enDocuments, ...enBookings, ...enStaffQuotes, ...enCharges },
  es: { ...esDocuments, ...esBookings, ...esStaffQuotes, ...esCharges },
  pt: { ...ptDocuments, ...ptBookings, ...ptStaffQuotes, ...ptCharges },
  ar: { ...arDocuments, ...arBookings, ...arStaffQuotes, ...arCharges },
};

/** `t('documents.pdf.bookingId')`, `t('bookings.status.R')`, `t('documents.pdf.generatedOn', { date })`. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** A missing key or placeholder value throws: never a PDF with a key or `{{…}}` printed in it. */
export function pdfTranslator(language: Language): Translate {
  const texts = textsByLanguage[language];
  return (key, values = {}) => {
    let node: string | Tree | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${key} is missing in the ${language} locale files`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for {{${name}}} in ${key}`);
      return value;
    });
  };
}
