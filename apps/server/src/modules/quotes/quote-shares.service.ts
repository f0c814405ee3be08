import {
  displayNameOf,
  mayReceiveSharedQuote,
  quotePathInLanguage,
  refusedRecipientErrors,
  resolveLanguage,
  sharingProfileOfQuote,
  type QuoteSharedResponse,
  type ShareQuoteRequest,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { CustomerDirectory } from '../accounts/staff-customers.service';
import type { BrandsService } from '../brands/brands.service';
import { shipmentSummary } from '../custom-requests/custom-requests.service';
import { brandBaseUrl } from '../mail/mail-brand';
import type { MailService } from '../mail/mail.service';
import { assertQuoteReadable } from './quote-access';
import { createQuoteSharesRepository } from './quote-shares.repository';
import { createQuotesRepository } from './quotes.repository';

export interface QuoteSharesServiceOptions {
  db: Database;
  brandsService: Pick<BrandsService, 'configurationForId' | 'hostnamesForId'>;
  customerDirectory: Pick<CustomerDirectory, 'byEmails' | 'byId'>;
  mailService: Pick<MailService, 'writeWithin' | 'deliverSoon'>;
  /** The app's public address: its scheme and port, with the brand's host name, make the mailed link. */
  publicUrl: string;
  now?: () => number;
}

/** The brand's own address for links (never the Host header); the mails' logo and footer use it too. */
export { brandBaseUrl };

export type QuoteSharesService = ReturnType<typeof createQuoteSharesService>;

/**
 * Sharing a quote by e-mail (docs/product/booking.md#sharing, docs/decisions/059-quote-sharing.md):
 * each recipient must be a customer of the brand, with a proven address, whose profile is the
 * quote's; otherwise nothing is shared and the refused addresses are named (an address without an
 * account is refused in the same words as one of another profile). Each recipient is mailed a
 * link in their own language, written to the outbox in the same transaction as the shares.
 */
export function createQuoteSharesService({
  db,
  brandsService,
  customerDirectory,
  mailService,
  publicUrl,
  now = Date.now,
}: QuoteSharesServiceOptions) {
  const quotesRepository = createQuotesRepository(db);
  const sharesRepository = createQuoteSharesRepository(db);

  return {
    async share(quoteUuid: string, body: ShareQuoteRequest, viewer: Viewer): Promise<QuoteSharedResponse['data']> {
      const session = viewer.session as SessionToken;
      const brand = await brandsService.configurationForId(session.brandId);
      if (!brand?.featureFlags.shareQuote) throw new AppError('FEATURE_DISABLED');
      const quote = await quotesRepository.findByUuid(quoteUuid);
      if (!quote || quote.brandId !== session.brandId) throw new AppError('QUOTE_NOT_FOUND');
      await assertQuoteReadable(quote, viewer, () => sharesRepository.isSharedWith(quoteUuid, session.customerId));

      const owner = quote.customerId === null ? undefined : await customerDirectory.byId(quote.customerId);
      const profile = sharingProfileOfQuote({
        ownerCustomerType: owner?.customerType ?? null,
        sharerCustomerType: session.claims.customer_type,
      });
      const accounts = await customerDirectory.byEmails(session.brandId, body.recipients, {
        validatedOnly: brand.featureFlags.requireEmailVerification,
      });
      const recipients = body.recipients.map((email) => accounts.find((account) => account.email === email));
      const refused = recipients.flatMap((recipient, position) =>
        recipient && mayReceiveSharedQuote(profile, recipient.customerType) ? [] : [position],
      );
      if (refused.length > 0) {
        throw new AppError('SHARE_PROFILE_MISMATCH', { fieldErrors: refusedRecipientErrors(refused) });
      }

      const accepted = recipients.filter((recipient) => recipient !== undefined);
      const sharedAt = new Date(now());
      const baseUrl = brandBaseUrl(publicUrl, (await brandsService.hostnamesForId(brand.id)) ?? []);
      const sharedBy = displayNameOf({
        contactName: session.claims.contact_name,
        contactSurname: session.claims.contact_surname,
        email: session.claims.email,
      });
      await db.transaction(async (tx) => {
        // The quote's own customer has it already: mailed, not shared.
        await createQuoteSharesRepository(tx).upsert(
          accepted
            .filter((recipient) => recipient.id !== quote.customerId)
            .map((recipient) => ({ quoteUuid, recipientId: recipient.id, sharedById: session.customerId, sharedAt })),
        );
        await mailService.writeWithin(
          tx,
          accepted.map((recipient) => {
            // Their language, where the brand shows it (else the brand's own, as its pages would).
            const language = resolveLanguage({
              pathname: `/${recipient.preferredLanguage}`,
              enabledLanguages: brand.supportedLanguages,
            });
            return {
              to: recipient.email,
              language,
              brandId: brand.id,
              message: {
                kind: 'quoteShared' as const,
                contactName: recipient.name || recipient.email,
                sharedBy,
                shipment: shipmentSummary(quote.search),
                quoteUrl: `${baseUrl}${quotePathInLanguage(quoteUuid, language)}`,
              },
            };
          }),
        );
      });
      mailService.deliverSoon();
      return { recipients: accepted.map((recipient) => recipient.email), sharedAt: sharedAt.toISOString() };
    },
  };
}
