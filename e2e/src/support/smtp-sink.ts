// A real SMTP server the product sends its e-mails to during a journey (SMTP_URL points here).
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `address` that satisfies `matches`, waiting up to `timeoutMs` for it. */
  waitForMail: (
    address: string,
    matches?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mails.push({
              to: (email.to ?? []).map((recipient) => (recipient.address ?? '').toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail: async (address, matches = () => true, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((mail) => mail.to.includes(address.toLowerCase()) && matches(mail));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `no mail to ${address} within ${timeoutMs} ms (received: ` +
          `${mails.map((mail) => `${mail.to} «${mail.subject}»`).join('; ')})`,
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
