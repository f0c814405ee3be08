import { callingCodeOfPhoneNumber, type CountryContact } from '@freightdesk/domain';

/**
 * The brand number the WhatsApp button opens (ADR 039): the country contact whose calling code
 * is the user's, else the brand's first one; none when the brand lists no contact.
 */
export function whatsappContactFor(
  userPhoneNumber: string,
  contacts: readonly CountryContact[],
): CountryContact | undefined {
  const callingCode = callingCodeOfPhoneNumber(userPhoneNumber);
  return (
    contacts.find(
      (contact) => callingCode !== undefined && callingCodeOfPhoneNumber(contact.contact) === callingCode,
    ) ?? contacts[0]
  );
}

/** The click-to-chat link of a number: `https://wa.me/<digits>`. */
export function whatsappLinkOf(phoneNumber: string): string {
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}`;
}
