// All shipments and the re-quote (docs/product/staff.md, docs/decisions/077-staff-shipments.md):
// the console's list and its CSV export read through the bookings service; a re-quote prices the
// booking's search with the quotes service and issues the picked rate as the booking's revised quote.
import { Readable } from 'node:stream';
import {
  calendarDateInUtc,
  formatCalendarDate,
  requoteChargeLines,
  requoteSearchOf,
  staffShipmentsCsvColumns,
  type IssueRequoteRequest,
  type Language,
  type RequoteResponse,
  type StaffShipment,
  type StaffShipmentsCsvColumn,
  type StaffShipmentsFilter,
  type StaffShipmentsPage,
  type StaffShipmentsQuery,
} from '@freightdesk/domain';
import { stringify } from 'csv-stringify';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { BookingsService } from '../bookings/bookings.service';
import type { BrandsService } from '../brands/brands.service';
import type { QuotesService } from '../quotes/quotes.service';
import { staffShipmentsCsvTextsOf, type StaffShipmentsCsvTexts } from './staff-shipments-texts';

export interface StaffShipmentsServiceOptions {
  bookingsService: Pick<
    BookingsService,
    'staffShipments' | 'staffShipmentsPages' | 'requoteSource' | 'issueRevisedQuote' | 'details'
  >;
  quotesService: Pick<QuotesService, 'createQuote' | 'customerQuote' | 'rateForBooking' | 'settle'>;
  brandsService: Pick<BrandsService, 'configurationForId' | 'brandForId'>;
  now?: () => number;
}

export type StaffShipmentsService = ReturnType<typeof createStaffShipmentsService>;

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * is written with a leading apostrophe, as OWASP's CSV-injection advice says.
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Minor units as a plain decimal (two decimals in USD, EUR and INR). */
function decimalOf(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amountMinor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function placeCell(place: StaffShipment['origin']): string {
  return [place.code, place.city ?? place.name, place.countryIsoCode].filter(Boolean).join(', ');
}

/** One booking as the export's row, in the columns' order; dates in ISO 8601. */
function csvRowOf(shipment: StaffShipment, texts: StaffShipmentsCsvTexts): Record<StaffShipmentsCsvColumn, string> {
  return {
    shipmentId: shipment.shipmentId,
    bookingUuid: shipment.bookingUuid,
    customerReferenceId: shipment.customerReferenceId,
    customerEmail: shipment.customer.email,
    customerName: shipment.customer.name,
    company: shipment.customer.company ?? '',
    mode: shipment.mode,
    origin: placeCell(shipment.origin),
    destination: placeCell(shipment.destination),
    status: `${shipment.status} ${texts.status[shipment.status]}`,
    bookedOn: shipment.bookedOn,
    cargoReady: shipment.cargoReadyDate,
    etd: shipment.etd ?? '',
    eta: shipment.eta ?? '',
    total: decimalOf(shipment.total.amountMinor),
    currency: shipment.total.currency,
    pendingActions: shipment.pendingActions.map((kind) => texts.pendingAction[kind]).join('; '),
  };
}

export function createStaffShipmentsService({
  bookingsService,
  quotesService,
  brandsService,
  now = Date.now,
}: StaffShipmentsServiceOptions) {
  const today = () => formatCalendarDate(calendarDateInUtc(new Date(now())));

  /** Re-quoting needs the brand's `requoteStep` flag: 403 FEATURE_DISABLED without it. */
  async function assertRequoteEnabled(session: SessionToken): Promise<void> {
    const brand = await brandsService.configurationForId(session.brandId);
    if (!brand?.featureFlags.requoteStep) throw new AppError('FEATURE_DISABLED');
  }

  return {
    /** GET /api/v2/staff/shipments. */
    async list(session: SessionToken, query: StaffShipmentsQuery): Promise<StaffShipmentsPage> {
      return bookingsService.staffShipments(session, query);
    },

    /**
     * GET /api/v2/staff/shipments/export.csv: every booking the filters find (not one page), streamed
     * a page of the database at a time; a byte-order mark first so spreadsheets read UTF-8 (Arabic).
     */
    exportCsv(session: SessionToken, filter: StaffShipmentsFilter, language: Language): Readable {
      const texts = staffShipmentsCsvTextsOf(language);
      const columns = staffShipmentsCsvColumns.map((key) => ({ key, header: csvSafeCell(texts.headers[key]) }));
      const csv = stringify({
        header: true,
        columns,
        bom: true,
        record_delimiter: 'windows',
        cast: { string: csvSafeCell },
      });
      async function* rows() {
        for await (const page of bookingsService.staffShipmentsPages(session, filter)) {
          for (const shipment of page) yield csvRowOf(shipment, texts);
        }
      }
      const source = Readable.from(rows());
      source.on('error', (error) => csv.destroy(error));
      return source.pipe(csv);
    },

    /**
     * POST /api/v2/staff/bookings/{bookingUuid}/requotes: a new quote of the booking's cargo and route,
     * priced today in the booking's currency; its rates, cheapest first, each with the total the booking
     * would have.
     */
    async requote(
      bookingUuid: string,
      session: SessionToken,
      { hostname, language }: { hostname: string; language: Language },
    ): Promise<RequoteResponse['data']> {
      await assertRequoteEnabled(session);
      const source = await bookingsService.requoteSource(bookingUuid, session);
      if (source.status === 'C' || source.status === 'D') throw new AppError('INVALID_STATUS_TRANSITION');
      const search = requoteSearchOf(source.search, source.cargoReadyDate, today());
      const viewer = { session, isStaff: true };
      let quote = await quotesService.createQuote({
        body: { ...search, currency: source.currency, quoteCategory: null },
        session,
        hostname,
        language,
        reader: { viewer, language },
      });
      if (!quote.isCompleted) {
        // Nearby ports stand in when the requested ones have no rate: wait for them, then read again.
        await quotesService.settle();
        quote = await quotesService.customerQuote(quote.uuid, { currency: source.currency, viewer, language });
      }
      const rates = quote.rates
        .filter((rate) => rate.total.currency === source.currency)
        .map((rate) => {
          const revised = requoteChargeLines(rate, source.linesInForce);
          return {
            rateUuid: rate.uuid,
            carrierName: rate.suppliersInformation.freight,
            carrierCode: rate.carrierCode,
            transitTimeDays: rate.transitTimeDays,
            departureDate: rate.schedule.departureDate,
            validUntil: rate.expirationDate,
            rateTotal: { amountMinor: rate.total.total, currency: source.currency },
            revisedTotal: { amountMinor: revised.totalMinor, currency: source.currency },
            droppedServiceCodes: revised.droppedServiceCodes,
          };
        })
        .sort((a, b) => a.revisedTotal.amountMinor - b.revisedTotal.amountMinor);
      return {
        quoteUuid: quote.uuid,
        cargoReadyDate: search.cargoReadyDate ?? source.cargoReadyDate,
        currentTotal: { amountMinor: source.totalMinor, currency: source.currency },
        rates,
      };
    },

    /**
     * POST /api/v2/staff/bookings/{bookingUuid}/requotes/{quoteUuid}/rates/{rateUuid}: the picked rate's
     * lines become the booking's revised quote (the bookings module's call: mailed, pending the customer).
     */
    async issueRequote(
      { bookingUuid, quoteUuid, rateUuid }: { bookingUuid: string; quoteUuid: string; rateUuid: string },
      request: IssueRequoteRequest,
      session: SessionToken,
    ): Promise<{ bookingUuid: string }> {
      await assertRequoteEnabled(session);
      const source = await bookingsService.requoteSource(bookingUuid, session);
      if (!/^[0-9a-f-]{36}$/i.test(quoteUuid)) throw new AppError('QUOTE_NOT_FOUND');
      const { quote, rate } = await quotesService.rateForBooking(quoteUuid.toLowerCase(), rateUuid, {
        session,
        isStaff: true,
      });
      if (quote.brandId !== session.brandId) throw new AppError('QUOTE_NOT_FOUND');
      const { lines } = requoteChargeLines(rate, source.linesInForce);
      return bookingsService.issueRevisedQuote(source.bookingUuid, { lines, reason: request.reason }, session);
    },
  };
}
