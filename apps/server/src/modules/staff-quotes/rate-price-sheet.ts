import {
  chargeLineName,
  minorUnitDigitsByCurrency,
  rateChargeGroups,
  type Language,
  type PricedChargeItem,
  type QuoteView,
  type Rate,
} from '@freightdesk/domain';
import { stringify } from 'csv-stringify/sync';
import { renderPdf, type PdfBrand } from '../../pdf/pdf-builder';
import { formatPdfDate, formatPdfMoney } from '../../pdf/pdf-format';
import { pdfTranslator, type Translate } from '../../pdf/pdf-texts';

/** What a rate's price download shows (docs/decisions/081-staff-quote-tools.md). */
export interface RatePriceSheet {
  quote: QuoteView;
  rate: Rate;
  chargeItems: readonly PricedChargeItem[];
  /** ISO instant. */
  issuedAt: string;
  issuedBy: string;
}

/** An amount as a plain decimal of the major unit (`1800.00`, `-12.50`): what a spreadsheet reads as a number. */
export function decimalOfMinor(amountMinor: number, currency: PricedChargeItem['currency']): string {
  const digits = minorUnitDigitsByCurrency[currency];
  const scale = 10 ** digits;
  const magnitude = Math.abs(amountMinor);
  const fraction = String(magnitude % scale).padStart(digits, '0');
  return `${amountMinor < 0 ? '-' : ''}${Math.floor(magnitude / scale)}${digits > 0 ? `.${fraction}` : ''}`;
}

function placeName(place: QuoteView['origin']): string {
  return [place.city, place.countryName, `(${place.code})`].filter(Boolean).join(' ');
}

/** The facts above the breakdown, as label–value pairs in the reader's language. */
function factsOf({ quote, rate, issuedAt, issuedBy }: RatePriceSheet, t: Translate, language: Language) {
  const date = (value: string | null) => (value ? formatPdfDate(value, language) : t('staffQuotes.price.none'));
  const exchangeRates =
    quote.exchangeRates.length === 0
      ? t('staffQuotes.price.none')
      : quote.exchangeRates
          .map((applied) =>
            t('staffQuotes.price.exchangeRateValue', {
              base: applied.baseCurrency,
              rate: applied.rate,
              quote: applied.quoteCurrency,
              date: formatPdfDate(applied.asOfDate, language),
            }),
          )
          .join('; ');
  const customisation = rate.internal?.customisation;
  const facts: [string, string][] = [
    [t('staffQuotes.price.quote'), quote.uuid],
    [t('staffQuotes.price.rate'), rate.uuid],
    [t('staffQuotes.price.carrier'), rate.suppliersInformation.freight ?? rate.carrierCode ?? ''],
    [t('staffQuotes.price.route'), `${placeName(quote.origin)} → ${placeName(quote.destination)}`],
    [
      t('staffQuotes.price.ports'),
      [rate.schedule.originPort, ...rate.transhipments, rate.schedule.destinationPort].filter(Boolean).join(' → '),
    ],
    [t('staffQuotes.price.departure'), date(rate.schedule.departureDate)],
    [
      t('staffQuotes.price.transit'),
      rate.transitTimeDays === null ? t('staffQuotes.price.none') : String(rate.transitTimeDays),
    ],
    [t('staffQuotes.price.validUntil'), date(rate.expirationDate)],
    [t('staffQuotes.price.currency'), rate.total.currency],
    [t('staffQuotes.price.exchangeRate'), exchangeRates],
  ];
  if (customisation)
    facts.push([t('staffQuotes.price.rateSheetTotal'), formatPdfMoney(customisation.originalTotal, language)]);
  facts.push([
    t('staffQuotes.price.issued'),
    t('staffQuotes.price.issuedValue', { email: issuedBy, date: date(issuedAt) }),
  ]);
  return facts;
}

/** The lines in group order, with their group's name. */
function linesOf({ chargeItems }: RatePriceSheet, t: Translate) {
  return rateChargeGroups.flatMap((group) =>
    chargeItems
      .filter((item) => item.group === group)
      .map((item) => ({ groupName: t(`staffQuotes.groups.${group}`), item })),
  );
}

/** The price as CSV: the facts, a blank row, then one row per charge line and the totals (UTF-8 with a BOM). */
export function ratePriceCsv(sheet: RatePriceSheet, language: Language): string {
  const t = pdfTranslator(language);
  const { rate } = sheet;
  const currency = rate.total.currency;
  const rows: string[][] = factsOf(sheet, t, language).map(([label, value]) => [label, value]);
  rows.push([]);
  rows.push([
    t('staffQuotes.price.group'),
    t('staffQuotes.price.code'),
    t('staffQuotes.price.charge'),
    t('staffQuotes.price.quantity'),
    t('staffQuotes.price.unitPrice'),
    t('staffQuotes.price.amount'),
    t('staffQuotes.price.currency'),
  ]);
  for (const { groupName, item } of linesOf(sheet, t))
    rows.push([
      groupName,
      item.code,
      chargeLineName(item, t),
      String(item.quantity),
      decimalOfMinor(item.unitPriceMinor, item.currency),
      decimalOfMinor(item.amountMinor, item.currency),
      item.currency,
    ]);
  const total = (label: string, amountMinor: number) => [
    '',
    '',
    label,
    '',
    '',
    decimalOfMinor(amountMinor, currency),
    currency,
  ];
  rows.push(total(t('staffQuotes.price.subtotal'), rate.total.amount));
  if (rate.total.discounts > 0) rows.push(total(t('staffQuotes.price.discounts'), -rate.total.discounts));
  rows.push(total(t('staffQuotes.price.taxes'), rate.total.taxes));
  rows.push(total(t('staffQuotes.price.total'), rate.total.total));
  return `\uFEFF${stringify(rows, { record_delimiter: 'windows' })}`;
}

/** The price as a PDF with the brand's band and logo, in the staff member's language (Arabic shaped, ADR 066). */
export function ratePricePdf(sheet: RatePriceSheet, language: Language, brand: PdfBrand): Promise<Buffer> {
  const t = pdfTranslator(language);
  const { rate } = sheet;
  const money = (amountMinor: number) => formatPdfMoney({ amountMinor, currency: rate.total.currency }, language);
  const title = t('staffQuotes.price.title');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, rate.suppliersInformation.freight ?? rate.carrierCode ?? undefined);
    page.fields(factsOf(sheet, t, language));
    const lines = linesOf(sheet, t);
    for (const group of rateChargeGroups) {
      const ofGroup = lines.filter(({ item }) => item.group === group);
      if (ofGroup.length === 0) continue;
      page.heading(t(`staffQuotes.groups.${group}`));
      page.table(
        [
          t('staffQuotes.price.charge'),
          t('staffQuotes.price.quantity'),
          t('staffQuotes.price.unitPrice'),
          t('staffQuotes.price.amount'),
        ],
        ofGroup.map(({ item }) => [
          `${chargeLineName(item, t)} (${item.code})`,
          String(item.quantity),
          formatPdfMoney({ amountMinor: item.unitPriceMinor, currency: item.currency }, language),
          formatPdfMoney({ amountMinor: item.amountMinor, currency: item.currency }, language),
        ]),
      );
    }
    const totals: [string, string][] = [[t('staffQuotes.price.subtotal'), money(rate.total.amount)]];
    if (rate.total.discounts > 0) totals.push([t('staffQuotes.price.discounts'), money(-rate.total.discounts)]);
    totals.push([t('staffQuotes.price.taxes'), money(rate.total.taxes)]);
    totals.push([t('staffQuotes.price.total'), money(rate.total.total)]);
    page.heading(t('staffQuotes.price.totals'));
    page.table([t('staffQuotes.price.charge'), t('staffQuotes.price.amount')], totals, { emphasise: true });
  });
}
