import type { Rate } from '@freightdesk/domain';
import { exampleRate } from '@freightdesk/domain/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/i18n';
import { quoteViewOf } from '@/testing/quote-view-fixture';
import { renderInApp } from '@/testing/render-app';
import { RateBreakdown } from './rate-breakdown';

/** A rate as the engine prices it: every line says what it is (ADR 091), one surcharge only in the tariff's words. */
const labelledRate: Rate = {
  ...exampleRate,
  total: { total: 190000, amount: 190000, discounts: 0, taxes: 0, currency: 'USD', sortTotal: 190000 },
  charges: {
    ...exampleRate.charges,
    portOrigin: [
      {
        code: 'THC',
        name: 'Terminal handling charge DV40',
        label: { key: 'tariffCharge', containerType: 'DV40' },
        quantity: 1,
        amountMinor: 20000,
        currency: 'USD',
      },
    ],
    freight: [
      {
        code: 'OFR',
        name: 'Ocean freight DV40',
        label: { key: 'oceanFreight', containerType: 'DV40' },
        quantity: 1,
        amountMinor: 140000,
        currency: 'USD',
      },
      {
        code: 'WRS',
        name: 'War risk surcharge DV40',
        label: { key: 'tariffCharge', containerType: 'DV40' },
        quantity: 1,
        amountMinor: 10000,
        currency: 'USD',
      },
    ],
    portDestination: [],
    additional: [
      {
        code: 'importCustomsClearance',
        name: 'Import customs clearance',
        label: { key: 'additionalService' },
        quantity: 1,
        amountMinor: 20000,
        currency: 'USD',
      },
    ],
    taxes: [],
  },
};

const lineNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    // A group's row heads its lines with a header cell; a line's row has none.
    .map((row) => (row.querySelector('th') === null ? (row.querySelector('td')?.textContent ?? null) : null))
    .filter((name): name is string => name !== null);

afterEach(async () => {
  await applyLanguage('en');
});

describe('RateBreakdown: each charge line named in the reader’s language', () => {
  it('names the lines in English from their labels', async () => {
    renderInApp(<RateBreakdown rate={labelledRate} quote={quoteViewOf([labelledRate])} />);
    await screen.findByRole('table', { name: 'Charge breakdown' });
    expect(lineNames()).toEqual([
      'Terminal handling charge DV40',
      'Ocean freight DV40',
      'War risk surcharge DV40',
      'Import customs clearance',
    ]);
  });

  it('names them in Arabic, keeping a tariff’s own surcharge in its words', async () => {
    await applyLanguage('ar');
    renderInApp(<RateBreakdown rate={labelledRate} quote={quoteViewOf([labelledRate])} />);
    await screen.findByRole('table', { name: 'تفصيل الرسوم' });
    expect(lineNames()).toEqual([
      'رسوم مناولة المحطة DV40',
      'شحن بحري DV40',
      'War risk surcharge DV40',
      'التخليص الجمركي للاستيراد',
    ]);
  });

  it('names them in Spanish', async () => {
    await applyLanguage('es');
    renderInApp(<RateBreakdown rate={labelledRate} quote={quoteViewOf([labelledRate])} />);
    await screen.findByRole('table');
    expect(lineNames()[1]).toBe('Flete marítimo DV40');
  });
});
