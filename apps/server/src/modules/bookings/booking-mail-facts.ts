// What a booking's mails say about it (ADR 067's templates fill them): its ids, route and link, in a language.
import {
  bookingPathInLanguage,
  bookingRouteLine,
  formatMoney,
  formatShipmentId,
  type Currency,
  type Language,
} from '@freightdesk/domain';
import type { BookingRow } from '../../db/schema';

/** The mail facts of a booking, for a reader in `language` (its links open the booking in that language). */
export function mailFacts(
  row: Pick<BookingRow, 'uuid' | 'shipmentNumber' | 'customerReferenceId' | 'mode' | 'origin' | 'destination'>,
  baseUrl: string,
  language: Language,
) {
  return {
    bookingUuid: row.uuid,
    shipmentId: formatShipmentId(row.shipmentNumber),
    customerReference: row.customerReferenceId,
    route: bookingRouteLine(row.mode, row.origin, row.destination),
    bookingUrl: `${baseUrl}${bookingPathInLanguage(row.uuid, language)}`,
  };
}

export type BookingMailFacts = ReturnType<typeof mailFacts>;

/** An amount as the mails print it (with the currency's code). */
export const formatTotal = (amountMinor: number, currency: string, language: Language) =>
  formatMoney({ amountMinor, currency: currency as Currency }, language, { currencyDisplay: 'code' });
