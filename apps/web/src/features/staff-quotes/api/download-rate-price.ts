import { ratePriceFileName, type Currency, type Language, type RatePriceFormat } from '@freightdesk/domain';
import { downloadFile } from '@/lib/download-file';

/** Downloads a rate's price as CSV or PDF in the staff member's language (docs/decisions/081-staff-quote-tools.md). */
export function downloadRatePrice({
  quoteId,
  rateUuid,
  format,
  language,
  currency,
}: {
  quoteId: string;
  rateUuid: string;
  format: RatePriceFormat;
  language: Language;
  currency: Currency;
}): Promise<void> {
  const query = new URLSearchParams({ format, lang: language, currency });
  const rate = `/api/v2/staff/quotes/${encodeURIComponent(quoteId)}/rates/${encodeURIComponent(rateUuid)}`;
  return downloadFile(`${rate}/price?${query}`, ratePriceFileName(quoteId, rateUuid, format));
}
