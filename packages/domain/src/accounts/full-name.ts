/** Who a person is to people: contact name and surname, as stored on the account and in the session. */
export interface PersonName {
  contactName?: string | null | undefined;
  contactSurname?: string | null | undefined;
}

/** "Ana Pérez": the name and surname given, joined by a space; empty when neither is. */
export function fullNameOf({ contactName, contactSurname }: PersonName): string {
  return [contactName, contactSurname].filter(Boolean).join(' ');
}

/** The name to show for a signed-in user: the full name, else the e-mail. */
export function displayNameOf(person: PersonName & { email: string }): string {
  return fullNameOf(person) || person.email;
}
