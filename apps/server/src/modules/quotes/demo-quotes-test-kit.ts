import type { QuoteView } from '@freightdesk/domain';
import { expect } from 'vitest';
import { buildAccountsTestApp, post, type AccountsTestApp } from '../accounts/accounts-test-kit';
import { generateDemoTariffs } from '../tariffs/demo/demo-tariffs';
import { createTariffsService } from '../tariffs/tariffs.service';
import { quoteBody, quotesTestClockStartMs, untilCompleted } from './quotes-test-kit';

/** Test support (not a test file): quotes through the API against the demo set of a few main ports. */
export interface DemoQuotesTestApp {
  testApp: AccountsTestApp;
  /** Creates a quote (the example search with these changes) and reads it once it is complete. */
  quoteFor: (overrides: Record<string, unknown>) => Promise<QuoteView>;
}

const host = { host: 'direct.test' };

export async function buildDemoQuotesTestApp(): Promise<DemoQuotesTestApp> {
  const testApp = await buildAccountsTestApp({ clockStartMs: quotesTestClockStartMs });
  const ports = ['CNSHA', 'CNNGB', 'USLAX', 'USLGB', 'USNYC', 'NLRTM', 'DEHAM'];
  await createTariffsService({ db: testApp.database.db }).importTariffs(
    generateDemoTariffs({ generationDate: '2030-01-14', portLocodes: ports }),
  );
  const readQuote = async (uuid: string) =>
    (
      (await testApp.app.inject({ method: 'GET', url: `/api/v2/quotes/customer/${uuid}`, headers: host })).json() as {
        data: QuoteView;
      }
    ).data;
  return {
    testApp,
    quoteFor: async (overrides) => {
      const created = await post(testApp.app, '/api/v2/quotes', quoteBody(overrides), host);
      expect(created.statusCode, created.body).toBe(201);
      const uuid = (created.json() as { data: { uuid: string } }).data.uuid;
      return untilCompleted(() => readQuote(uuid));
    },
  };
}
