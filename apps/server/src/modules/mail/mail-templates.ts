// Every e-mail in the four product languages: the texts are most of its length (ADR 031).
import type { Language } from '@freightdesk/domain';
import type { BookingMailMessage } from './booking-mail-messages';
import { quoteSharedParts, type QuoteSharedMessage } from './quote-shared-mail';

/** The e-mails the accounts module sends, in the four product languages (HTML + text). */
export type MailMessage =
  | { kind: 'verificationCode'; code: string; validForMinutes: number }
  | { kind: 'passwordReset'; resetUrl: string; validForMinutes: number; reason: 'requested' | 'passwordMissing' }
  | { kind: 'welcome'; contactName: string; appUrl: string }
  | CustomRequestReceivedMessage
  | QuoteSharedMessage
  | BookingMailMessage;

/** The acknowledgement of a request staff answer by hand (custom-requests module, ADR 040). */
export interface CustomRequestReceivedMessage {
  kind: 'customRequestReceived';
  request: 'airQuote' | 'quote' | 'eCommerceCallback' | 'salesRequest';
  contactName: string | null;
  reference: string;
  /** What was searched, e.g. `AIR · PVG (Shanghai, CN) → LAX (Los Angeles, US)`; none for call-backs. */
  shipment: string | null;
  /** The promise: an answer by a date (yyyy-mm-dd), or a reply within some hours (ISO instant). */
  due: { kind: 'date'; isoDate: string } | { kind: 'instant'; iso: string; withinHours: number };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Texts {
  codeSubject: (brand: string) => string;
  codeIntro: string;
  codeValidity: (minutes: number) => string;
  resetSubject: (brand: string) => string;
  resetIntro: string;
  resetMissingIntro: string;
  resetAction: string;
  resetValidity: (minutes: number) => string;
  welcomeSubject: (brand: string) => string;
  welcomeGreeting: (name: string) => string;
  welcomeBody: (brand: string) => string;
  welcomeAction: string;
  ignore: string;
}

const texts: Record<Language, Texts> = {
  en: {
    codeSubject: (brand) => `Your ${brand} verification code`,
    codeIntro: 'Use this code to verify your e-mail address:',
    codeValidity: (minutes) => `The code is valid for ${minutes} minutes.`,
    resetSubject: (brand) => `Reset your ${brand} password`,
    resetIntro: 'We received a request to reset your password.',
    resetMissingIntro: 'Your password needs to be reset before you can sign in.',
    resetAction: 'Choose a new password',
    resetValidity: (minutes) => `The link works once, for ${minutes} minutes.`,
    welcomeSubject: (brand) => `Welcome to ${brand}`,
    welcomeGreeting: (name) => `Hello ${name},`,
    welcomeBody: (brand) =>
      `Your ${brand} account is ready. Get instant freight quotes and book your shipments online.`,
    welcomeAction: 'Get a quote',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  es: {
    codeSubject: (brand) => `Tu código de verificación de ${brand}`,
    codeIntro: 'Usa este código para verificar tu correo electrónico:',
    codeValidity: (minutes) => `El código es válido durante ${minutes} minutos.`,
    resetSubject: (brand) => `Restablece tu contraseña de ${brand}`,
    resetIntro: 'Hemos recibido una solicitud para restablecer tu contraseña.',
    resetMissingIntro: 'Debes restablecer tu contraseña antes de iniciar sesión.',
    resetAction: 'Elegir una nueva contraseña',
    resetValidity: (minutes) => `El enlace funciona una sola vez, durante ${minutes} minutos.`,
    welcomeSubject: (brand) => `Bienvenido a ${brand}`,
    welcomeGreeting: (name) => `Hola ${name}:`,
    welcomeBody: (brand) =>
      `Tu cuenta de ${brand} está lista. Obtén cotizaciones de flete al instante y reserva tus envíos en línea.`,
    welcomeAction: 'Cotizar',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
  },
  pt: {
    codeSubject: (brand) => `Seu código de verificação ${brand}`,
    codeIntro: 'Use este código para verificar seu e-mail:',
    codeValidity: (minutes) => `O código é válido por ${minutes} minutos.`,
    resetSubject: (brand) => `Redefina sua senha ${brand}`,
    resetIntro: 'Recebemos um pedido para redefinir sua senha.',
    resetMissingIntro: 'Sua senha precisa ser redefinida antes de entrar.',
    resetAction: 'Escolher uma nova senha',
    resetValidity: (minutes) => `O link funciona uma única vez, por ${minutes} minutos.`,
    welcomeSubject: (brand) => `Bem-vindo à ${brand}`,
    welcomeGreeting: (name) => `Olá ${name},`,
    welcomeBody: (brand) =>
      `Sua conta ${brand} está pronta. Receba cotações de frete na hora e reserve seus envios online.`,
    welcomeAction: 'Cotar agora',
    ignore: 'Se você não pediu isso, pode ignorar este e-mail.',
  },
  ar: {
    codeSubject: (brand) => `رمز التحقق الخاص بك من ${brand}`,
    codeIntro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني:',
    codeValidity: (minutes) => `الرمز صالح لمدة ${minutes} دقيقة.`,
    resetSubject: (brand) => `إعادة تعيين كلمة المرور في ${brand}`,
    resetIntro: 'تلقينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك.',
    resetMissingIntro: 'يجب إعادة تعيين كلمة المرور قبل تسجيل الدخول.',
    resetAction: 'اختر كلمة مرور جديدة',
    resetValidity: (minutes) => `يعمل الرابط مرة واحدة فقط لمدة ${minutes} دقيقة.`,
    welcomeSubject: (brand) => `مرحبًا بك في ${brand}`,
    welcomeGreeting: (name) => `مرحبًا ${name}،`,
    welcomeBody: (brand) => `حسابك في ${brand} جاهز. احصل على أسعار الشحن فورًا واحجز شحناتك عبر الإنترنت.`,
    welcomeAction: 'احصل على سعر',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
};

interface CustomRequestTexts {
  subject: Record<CustomRequestReceivedMessage['request'], (brand: string) => string>;
  greeting: (name: string | null) => string;
  intro: Record<CustomRequestReceivedMessage['request'], string>;
  answerBy: (date: string) => string;
  replyWithin: (hours: number, dateTime: string) => string;
  shipment: string;
  reference: string;
}

const customRequestTexts: Record<Language, CustomRequestTexts> = {
  en: {
    subject: {
      airQuote: (brand) => `Your custom air quote request – ${brand}`,
      quote: (brand) => `Your custom quote request – ${brand}`,
      eCommerceCallback: (brand) => `Your call-back request – ${brand}`,
      salesRequest: (brand) => `Your quote request – ${brand}`,
    },
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: {
      airQuote: 'Thank you for requesting a custom air quote. Our team is preparing rates for your shipment.',
      quote: 'Thank you for requesting a custom quote. Our team is looking for the best rates for your shipment.',
      eCommerceCallback:
        'Thank you for your interest in our e-commerce solutions. One of our specialists will call you back.',
      salesRequest:
        'We could not give an instant quote for this shipment. Our sales team will prepare one and contact you.',
    },
    answerBy: (date) => `You will have our answer by ${date}.`,
    replyWithin: (hours, dateTime) => `We will contact you within ${hours} hours, by ${dateTime}.`,
    shipment: 'Shipment',
    reference: 'Reference',
  },
  es: {
    subject: {
      airQuote: (brand) => `Tu solicitud de cotización aérea personalizada – ${brand}`,
      quote: (brand) => `Tu solicitud de cotización personalizada – ${brand}`,
      eCommerceCallback: (brand) => `Tu solicitud de llamada – ${brand}`,
      salesRequest: (brand) => `Tu solicitud de cotización – ${brand}`,
    },
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: {
      airQuote:
        'Gracias por solicitar una cotización aérea personalizada. Nuestro equipo está preparando tarifas para tu ' +
        'envío.',
      quote:
        'Gracias por solicitar una cotización personalizada. Nuestro equipo está buscando las mejores tarifas para ' +
        'tu envío.',
      eCommerceCallback:
        'Gracias por tu interés en nuestras soluciones de comercio electrónico. Uno de nuestros especialistas te ' +
        'llamará.',
      salesRequest:
        'No hemos podido darte una cotización al instante para este envío. Nuestro equipo comercial preparará una y ' +
        'se pondrá en contacto contigo.',
    },
    answerBy: (date) => `Recibirás nuestra respuesta a más tardar el ${date}.`,
    replyWithin: (hours, dateTime) => `Te contactaremos en un plazo de ${hours} horas, antes del ${dateTime}.`,
    shipment: 'Envío',
    reference: 'Referencia',
  },
  pt: {
    subject: {
      airQuote: (brand) => `Sua solicitação de cotação aérea personalizada – ${brand}`,
      quote: (brand) => `Sua solicitação de cotação personalizada – ${brand}`,
      eCommerceCallback: (brand) => `Sua solicitação de retorno de ligação – ${brand}`,
      salesRequest: (brand) => `Sua solicitação de cotação – ${brand}`,
    },
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    intro: {
      airQuote:
        'Obrigado por solicitar uma cotação aérea personalizada. Nossa equipe está ' +
        'preparando tarifas para o seu envio.',
      quote:
        'Obrigado por solicitar uma cotação personalizada. Nossa equipe está buscando as melhores tarifas para o seu ' +
        'envio.',
      eCommerceCallback:
        'Obrigado pelo seu interesse em nossas soluções de e-commerce. Um de nossos especialistas vai ligar para você.',
      salesRequest:
        'Não foi possível oferecer uma cotação instantânea para este envio. Nossa equipe comercial vai preparar uma ' +
        'e entrar em contato com você.',
    },
    answerBy: (date) => `Você receberá nossa resposta até ${date}.`,
    replyWithin: (hours, dateTime) => `Entraremos em contato em até ${hours} horas, até ${dateTime}.`,
    shipment: 'Envio',
    reference: 'Referência',
  },
  ar: {
    subject: {
      airQuote: (brand) => `طلب عرض سعر مخصص للشحن الجوي – ${brand}`,
      quote: (brand) => `طلب عرض سعر مخصص – ${brand}`,
      eCommerceCallback: (brand) => `طلب معاودة الاتصال – ${brand}`,
      salesRequest: (brand) => `طلب عرض سعر – ${brand}`,
    },
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: {
      airQuote: 'شكرًا لطلبك عرض سعر مخصصًا للشحن الجوي. يعمل فريقنا على إعداد الأسعار لشحنتك.',
      quote: 'شكرًا لطلبك عرض سعر مخصصًا. يبحث فريقنا عن أفضل الأسعار لشحنتك.',
      eCommerceCallback: 'شكرًا لاهتمامك بحلول التجارة الإلكترونية لدينا. سيتصل بك أحد المختصين لدينا.',
      salesRequest: 'لم نتمكن من تقديم عرض سعر فوري لهذه الشحنة. سيُعدّ فريق المبيعات عرضًا ويتواصل معك.',
    },
    answerBy: (date) => `ستصلك إجابتنا في موعد أقصاه ${date}.`,
    replyWithin: (hours, dateTime) => `سنتواصل معك خلال ${hours} ساعة، قبل ${dateTime}.`,
    shipment: 'الشحنة',
    reference: 'المرجع',
  },
};

/** A calendar date (yyyy-mm-dd) or an instant written out in the mail's language; instants in UTC. */
export function formatMailDate(language: Language, due: CustomRequestReceivedMessage['due']): string {
  if (due.kind === 'date') {
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${due.isoDate}T00:00:00Z`),
    );
  }
  const dateAndTime = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return `${dateAndTime.format(new Date(due.iso))} UTC`;
}

function renderCustomRequestReceived(
  message: CustomRequestReceivedMessage,
  language: Language,
  brandName: string,
): RenderedMail {
  const t = customRequestTexts[language];
  const when = formatMailDate(language, message.due);
  const promise = message.due.kind === 'date' ? t.answerBy(when) : t.replyWithin(message.due.withinHours, when);
  const details = [
    ...(message.shipment ? [`${t.shipment}: ${message.shipment}`] : []),
    `${t.reference}: ${message.reference}`,
  ];
  const greetingAndIntro = [t.greeting(message.contactName), t.intro[message.request]];
  return {
    subject: t.subject[message.request](brandName),
    text: [...greetingAndIntro, promise, ...details, brandName].join('\n\n'),
    html: layout(language, brandName, [
      ...greetingAndIntro.map(escapeHtml),
      `<strong>${escapeHtml(promise)}</strong>`,
      ...details.map(escapeHtml),
    ]),
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(language: Language, brandName: string, paragraphsHtml: string[]): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return [
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta ` +
      `charset="utf-8"><title>${escapeHtml(brandName)}</title></head>`,
    '<body style="font-family:Inter,Arial,sans-serif;color:#1d1d1f">',
    `<h1 style="font-size:20px">${escapeHtml(brandName)}</h1>`,
    ...paragraphsHtml.map((paragraph) => `<p>${paragraph}</p>`),
    '</body></html>',
  ].join('');
}

export function renderMail(message: MailMessage, language: Language, brandName: string): RenderedMail {
  const t = texts[language];
  const brand = escapeHtml(brandName);
  switch (message.kind) {
    case 'verificationCode':
      return {
        subject: t.codeSubject(brandName),
        text: [t.codeIntro, message.code, t.codeValidity(message.validForMinutes), t.ignore, brandName].join('\n\n'),
        html: layout(language, brandName, [
          escapeHtml(t.codeIntro),
          `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(message.code)}</strong>`,
          escapeHtml(t.codeValidity(message.validForMinutes)),
          escapeHtml(t.ignore),
        ]),
      };
    case 'passwordReset': {
      const intro = message.reason === 'passwordMissing' ? t.resetMissingIntro : t.resetIntro;
      const url = escapeHtml(message.resetUrl);
      return {
        subject: t.resetSubject(brandName),
        text: [
          intro,
          `${t.resetAction}: ${message.resetUrl}`,
          t.resetValidity(message.validForMinutes),
          t.ignore,
          brandName,
        ].join('\n\n'),
        html: layout(language, brandName, [
          escapeHtml(intro),
          `<a href="${url}">${escapeHtml(t.resetAction)}</a>`,
          escapeHtml(t.resetValidity(message.validForMinutes)),
          escapeHtml(t.ignore),
        ]),
      };
    }
    case 'welcome':
      return {
        subject: t.welcomeSubject(brandName),
        text: [
          t.welcomeGreeting(message.contactName),
          t.welcomeBody(brandName),
          `${t.welcomeAction}: ${message.appUrl}`,
        ].join('\n\n'),
        html: layout(language, brandName, [
          escapeHtml(t.welcomeGreeting(message.contactName)),
          escapeHtml(t.welcomeBody(brandName)).replace(brand, `<strong>${brand}</strong>`),
          `<a href="${escapeHtml(message.appUrl)}">${escapeHtml(t.welcomeAction)}</a>`,
        ]),
      };
    case 'customRequestReceived':
      return renderCustomRequestReceived(message, language, brandName);
    case 'quoteShared': {
      const parts = quoteSharedParts(message, language, brandName);
      return {
        subject: parts.subject,
        text: [...parts.paragraphs, `${parts.action}: ${message.quoteUrl}`, parts.after, brandName].join('\n\n'),
        html: layout(language, brandName, [
          ...parts.paragraphs.map(escapeHtml),
          `<a href="${escapeHtml(message.quoteUrl)}">${escapeHtml(parts.action)}</a>`,
          escapeHtml(parts.after),
        ]),
      };
    }
    default:
      return renderBookingFacts(message, language, brandName);
  }
}

/** Booking mails: the facts and the link (the booking's texts in every language come with ADR 067's templates). */
function renderBookingFacts(message: BookingMailMessage, language: Language, brandName: string): RenderedMail {
  const lines = [`${message.shipmentId} · ${message.customerReference}`, message.route, message.kind];
  return {
    subject: `${brandName} · ${message.shipmentId}`,
    text: [...lines, message.bookingUrl, brandName].join('\n\n'),
    html: layout(language, brandName, [
      ...lines.map(escapeHtml),
      `<a href="${escapeHtml(message.bookingUrl)}">${escapeHtml(message.bookingUrl)}</a>`,
    ]),
  };
}
