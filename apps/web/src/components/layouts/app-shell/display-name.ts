import type { SessionUser } from '@/lib/session/session-user';

/** The name to greet: contact name (and surname), else the e-mail. */
export function displayNameOf(user: SessionUser): string {
  return [user.contactName, user.contactSurname].filter(Boolean).join(' ') || user.email;
}
