import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one e-mail or throws; the outbox decides about retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`). The library is
 * loaded with the first mail, not at start-up (a server without mail to send never loads it).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const openTransporter = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      await (await openTransporter()).sendMail(mail);
    },
    close: () => {
      void transporter?.then((open) => open.close());
    },
  };
}
