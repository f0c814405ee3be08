import { z } from 'zod';
import { accountFieldLimits } from '../accounts/account-fields';
import type { CustomerProfile, CustomerType } from '../customers/customer-type';
import { profileForCustomerType } from '../customers/profiles';
import { fallbackLanguage, type Language } from '../i18n/languages';

/**
 * Sharing a quote by e-mail (docs/product/booking.md#sharing, docs/decisions/059-quote-sharing.md):
 * the addresses as typed (separated by commas or spaces), the rule that each recipient's profile
 * matches the quote's, the link a recipient gets and the calls' contracts.
 */

/** At most this many addresses in one share (each one is mailed). */
export const maxShareRecipients = 10;

/** The message keys of the recipients field (texts: the web's `quoteSharing` area). */
export const shareRecipientsMessageKeys = {
  required: 'quoteSharing.validation.required',
  invalid: 'quoteSharing.validation.invalid',
  tooMany: 'quoteSharing.validation.tooMany',
  /** On `recipients.<n>`: the n-th address (of `splitShareRecipients`) cannot receive this quote. */
  refused: 'quoteSharing.validation.refused',
} as const;

/**
 * The addresses typed into the recipients field: split at commas, semicolons and white space,
 * lower-cased, empty parts and repeats dropped, in the order typed.
 */
export function splitShareRecipients(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((text) => text.split(/[\s,;]+/));
  const addresses: string[] = [];
  for (const part of parts) {
    const address = part.trim().toLowerCase();
    if (address !== '' && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/** Whether one address can be written to: the sign-up's e-mail rule (pattern and length). */
export function isShareableAddress(address: string): boolean {
  return address.length <= accountFieldLimits.emailMaxLength && z.regexes.email.test(address);
}

/**
 * The recipients field: one text (`"ana@acme.example, li@acme.example"`) or a list of addresses
 * (each may itself hold several). Out: the addresses, as `splitShareRecipients` gives them.
 */
export const shareRecipientsSchema = z
  .union([z.string().max(2_000), z.array(z.string().max(1_000)).max(50)], {
    error: shareRecipientsMessageKeys.invalid,
  })
  .transform((input, context) => {
    const addresses = splitShareRecipients(input);
    if (addresses.length === 0) {
      context.addIssue({ code: 'custom', message: shareRecipientsMessageKeys.required, input });
    } else if (addresses.length > maxShareRecipients) {
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: maxShareRecipients,
        inclusive: true,
        message: shareRecipientsMessageKeys.tooMany,
        input,
      });
    } else if (!addresses.every(isShareableAddress)) {
      context.addIssue({ code: 'custom', message: shareRecipientsMessageKeys.invalid, input });
    }
    return addresses;
  })
  .meta({ examples: ['ana@acme.example, li.wei@acme.example'] });

/** POST /api/v2/quotes/{quoteId}/shares. */
export const shareQuoteRequestSchema = z.object({ recipients: shareRecipientsSchema });
/** The body as sent (a text or a list). */
export type ShareQuoteRequestBody = z.input<typeof shareQuoteRequestSchema>;
/** The body as checked: the addresses, split. */
export type ShareQuoteRequest = z.output<typeof shareQuoteRequestSchema>;

export const quoteSharedResponseSchema = z
  .object({
    data: z.object({
      /** The addresses mailed, as split (each has the quote in My quotes as 'shared'). */
      recipients: z.array(z.string()),
      sharedAt: z.iso.datetime(),
    }),
  })
  .describe('The quote was shared: each recipient was e-mailed a link to it');
export type QuoteSharedResponse = z.infer<typeof quoteSharedResponseSchema>;

/** The 422 `errors` of a refused share: the refused addresses by their position in the split list. */
export function refusedRecipientErrors(refusedPositions: readonly number[]): Record<string, string[]> {
  return Object.fromEntries(
    refusedPositions.map((position) => [`recipients.${position}`, [shareRecipientsMessageKeys.refused]]),
  );
}

/** The addresses a refused share names (its `errors`), read against the addresses that were sent. */
export function refusedRecipientsOf(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  sentAddresses: readonly string[],
): string[] {
  return sentAddresses.filter((_address, position) => fieldErrors[`recipients.${position}`] !== undefined);
}

/**
 * The profile a quote is shared under: its customer's (the account that asked for it or saved
 * it); a guest's quote nobody saved takes the profile of whoever shares it.
 */
export function sharingProfileOfQuote({
  ownerCustomerType,
  sharerCustomerType,
}: {
  ownerCustomerType: CustomerType | null;
  sharerCustomerType: CustomerType;
}): CustomerProfile {
  return profileForCustomerType(ownerCustomerType ?? sharerCustomerType);
}

/** A recipient may receive the quote when their profile is the quote's (docs/product/booking.md#sharing). */
export function mayReceiveSharedQuote(quoteProfile: CustomerProfile, recipientCustomerType: CustomerType): boolean {
  return profileForCustomerType(recipientCustomerType) === quoteProfile;
}

/** The results page of a quote in a language: `/quotes/{id}`, under `/<language>` except in English. */
export function quotePathInLanguage(quoteId: string, language: Language): string {
  return language === fallbackLanguage ? `/quotes/${quoteId}` : `/${language}/quotes/${quoteId}`;
}
