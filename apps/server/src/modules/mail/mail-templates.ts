import type { Language } from '@freightdesk/domain';

/** The e-mails the accounts module sends, in the four product languages (HTML + text). */
export type MailMessage =
  | { kind: 'verificationCode'; code: string; validForMinutes: number }
  | { kind: 'passwordReset'; resetUrl: string; validForMinutes: number; reason: 'requested' | 'passwordMissing' }
  | { kind: 'welcome'; contactName: string; appUrl: string };

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
    welcomeBody: (brand) => `Your ${brand} account is ready. Get instant freight quotes and book your shipments online.`,
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
    welcomeBody: (brand) => `Tu cuenta de ${brand} está lista. Obtén cotizaciones de flete al instante y reserva tus envíos en línea.`,
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
    welcomeBody: (brand) => `Sua conta ${brand} está pronta. Receba cotações de frete na hora e reserve seus envios online.`,
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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(language: Language, brandName: string, paragraphsHtml: string[]): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return [
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><title>${escapeHtml(brandName)}</title></head>`,
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
        text: [intro, `${t.resetAction}: ${message.resetUrl}`, t.resetValidity(message.validForMinutes), t.ignore, brandName].join('\n\n'),
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
        text: [t.welcomeGreeting(message.contactName), t.welcomeBody(brandName), `${t.welcomeAction}: ${message.appUrl}`].join('\n\n'),
        html: layout(language, brandName, [
          escapeHtml(t.welcomeGreeting(message.contactName)),
          escapeHtml(t.welcomeBody(brandName)).replace(brand, `<strong>${brand}</strong>`),
          `<a href="${escapeHtml(message.appUrl)}">${escapeHtml(t.welcomeAction)}</a>`,
        ]),
      };
  }
}
