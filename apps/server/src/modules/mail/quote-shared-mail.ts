import type { Language } from '@freightdesk/domain';

/** A quote shared with a customer (docs/decisions/059-quote-sharing.md): a link to its results page. */
export interface QuoteSharedMessage {
  kind: 'quoteShared';
  /** The recipient's first name. */
  contactName: string;
  /** Who shared it: their name (a customer's, or staff's). */
  sharedBy: string;
  /** What was searched, e.g. `FCL · CNSHA (Shanghai, CN) → USLAX (Los Angeles, US)`. */
  shipment: string;
  /** The quote's page on the brand's host, in the recipient's language. */
  quoteUrl: string;
}

interface QuoteSharedTexts {
  subject: (sharedBy: string, brand: string) => string;
  greeting: (name: string) => string;
  intro: (sharedBy: string) => string;
  shipment: string;
  action: string;
  signIn: string;
}

export const quoteSharedTexts: Record<Language, QuoteSharedTexts> = {
  en: {
    subject: (sharedBy, brand) => `${sharedBy} shared a freight quote with you – ${brand}`,
    greeting: (name) => `Hello ${name},`,
    intro: (sharedBy) => `${sharedBy} shared a freight quote with you. You will also find it in My quotes.`,
    shipment: 'Shipment',
    action: 'View the quote',
    signIn: 'Sign in with this e-mail address to open it.',
  },
  es: {
    subject: (sharedBy, brand) => `${sharedBy} ha compartido contigo una cotización de flete – ${brand}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (sharedBy) =>
      `${sharedBy} ha compartido contigo una cotización de flete. También la encontrarás en Mis cotizaciones.`,
    shipment: 'Envío',
    action: 'Ver la cotización',
    signIn: 'Inicia sesión con esta dirección de correo para abrirla.',
  },
  pt: {
    subject: (sharedBy, brand) => `${sharedBy} compartilhou uma cotação de frete com você – ${brand}`,
    greeting: (name) => `Olá ${name},`,
    intro: (sharedBy) =>
      `${sharedBy} compartilhou uma cotação de frete com você. Você também a encontrará em Minhas cotações.`,
    shipment: 'Envio',
    action: 'Ver a cotação',
    signIn: 'Entre com este endereço de e-mail para abri-la.',
  },
  ar: {
    subject: (sharedBy, brand) => `شارك ${sharedBy} معك عرض سعر للشحن – ${brand}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (sharedBy) => `شارك ${sharedBy} معك عرض سعر للشحن. ستجده أيضًا في عروض الأسعار الخاصة بي.`,
    shipment: 'الشحنة',
    action: 'فتح عرض السعر',
    signIn: 'سجّل الدخول بعنوان البريد الإلكتروني هذا لفتحه.',
  },
};

/** The subject, paragraphs (plain text) and the link of the mail; mail-templates.ts lays them out. */
export function quoteSharedParts(message: QuoteSharedMessage, language: Language, brandName: string) {
  const t = quoteSharedTexts[language];
  return {
    subject: t.subject(message.sharedBy, brandName),
    paragraphs: [t.greeting(message.contactName), t.intro(message.sharedBy), `${t.shipment}: ${message.shipment}`],
    action: t.action,
    after: t.signIn,
  };
}
