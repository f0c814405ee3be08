import { cargoSummaryOf, type Cargo } from '@freightdesk/domain';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The domain's cargo summary in the reader's words: "2 × DV40", "Packages: 3 · 1.2 m³" (docs/product/quoting.md). */
export function cargoSummaryText(cargo: Cargo | null, t: Translate, language: string): string {
  const summary = cargoSummaryOf(cargo);
  const number = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  switch (summary.kind) {
    case 'containers':
      return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(
        summary.containers.map((item) =>
          t('myQuotes.cargo.containers', { quantity: number(item.quantity), type: item.containerType }),
        ),
      );
    case 'packages':
      return t('myQuotes.cargo.packages', { packages: number(summary.packageCount), volume: number(summary.volumeM3) });
    case 'totalVolume':
      return t('myQuotes.cargo.totalVolume', { weight: number(summary.weightKg), volume: number(summary.volumeM3) });
    case 'boxes':
      return t('myQuotes.cargo.boxes', { boxes: number(summary.boxCount) });
    case 'apartment':
      return t(`myQuotes.cargo.apartment.${summary.apartmentType}`);
    case 'none':
      return t('myQuotes.cargo.none');
  }
}
