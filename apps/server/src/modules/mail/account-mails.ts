// The accounts module's mails (ADR 031): the one-time code, the reset link, the welcome.
import type { Language } from '@freightdesk/domain';
import type { MailContent } from './mail-layout';
import { fill, mailTextsOf } from './mail-texts';

export type AccountMailMessage =
  | { kind: 'verificationCode'; code: string; validForMinutes: number }
  | {
      kind: 'passwordReset';
      resetUrl: string;
      validForMinutes: number;
      reason: 'requested' | 'passwordMissing' | 'accountCreated';
    }
  | { kind: 'welcome'; contactName: string; appUrl: string };

export function accountMailContent(message: AccountMailMessage, language: Language, brand: string): MailContent {
  const texts = mailTextsOf(language);
  switch (message.kind) {
    case 'verificationCode': {
      const t = texts.verificationCode;
      return {
        subject: fill(t.subject, { brand }),
        blocks: [
          { kind: 'paragraph', text: t.intro },
          { kind: 'code', text: message.code },
          { kind: 'paragraph', text: fill(t.validity, { minutes: message.validForMinutes }) },
          { kind: 'paragraph', text: texts.common.ignore },
        ],
      };
    }
    case 'passwordReset': {
      const t = texts.passwordReset;
      // An account staff opened for the customer (ADR 075): the link sets their first password.
      const isCreated = message.reason === 'accountCreated';
      return {
        subject: fill(isCreated ? t.createdSubject : t.subject, { brand }),
        blocks: [
          {
            kind: 'paragraph',
            text: isCreated
              ? fill(t.createdIntro, { brand })
              : message.reason === 'passwordMissing'
                ? t.missingIntro
                : t.intro,
          },
          { kind: 'action', label: isCreated ? t.createdAction : t.action, url: message.resetUrl },
          { kind: 'paragraph', text: fill(t.validity, { minutes: message.validForMinutes }) },
          { kind: 'paragraph', text: texts.common.ignore },
        ],
      };
    }
    case 'welcome': {
      const t = texts.welcome;
      return {
        subject: fill(t.subject, { brand }),
        blocks: [
          { kind: 'paragraph', text: fill(texts.common.greeting, { name: message.contactName }) },
          { kind: 'paragraph', text: fill(t.body, { brand }) },
          { kind: 'action', label: t.action, url: message.appUrl },
        ],
      };
    }
  }
}
