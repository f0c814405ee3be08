// An import (the CLI's and the first start's demo load) loads each kind beside its live table and swaps it in, as a
// publish does (ADR 086): quotes priced during it read the old tariffs or the new ones, never an empty or half-filled
// table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { exchangeRates, fclRates } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { generateDemoTariffs } from './demo/demo-tariffs';
import { createTariffsService } from './tariffs.service';

let database: DatabaseHandle;
/** Every statement sent, in order (drizzle's logger). */
const statements: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
});
afterAll(() => database.close());

const demoSet = (portLocodes: string[]) => generateDemoTariffs({ generationDate: '2026-09-01', portLocodes });
const smallPorts = ['CNSHA', 'USLAX'];
const morePorts = ['CNSHA', 'USLAX', 'DEHAM', 'BRSSZ'];

/** What `liveCounts` reads once the FCL rows of `fclPorts` and the exchange rates of `ratePorts` are live. */
function countsOf(fclPorts: string[], ratePorts: string[]): string {
  const fclCount = [...demoSet(fclPorts).fclRates].length;
  return `${fclCount} FCL, ${[...demoSet(ratePorts).exchangeRates].length} exchange rates`;
}

/** The FCL and exchange-rate rows a quote would find now. */
async function liveCounts(): Promise<string> {
  const [[fcl], [rates]] = await Promise.all([
    database.db.select({ count: sql<number>`count(*)::int` }).from(fclRates),
    database.db.select({ count: sql<number>`count(*)::int` }).from(exchangeRates),
  ]);
  return `${fcl?.count} FCL, ${rates?.count} exchange rates`;
}

describe.each([{ inOneTransaction: true }, { inOneTransaction: false }])(
  'importing tariffs (%o)',
  ({ inOneTransaction }) => {
    it('quotes read the old tariffs or the new ones while it runs, never an empty table', async () => {
      const service = createTariffsService({ db: database.db });
      await service.importTariffs(demoSet(smallPorts));
      const before = await liveCounts();
      const after = countsOf(morePorts, morePorts);
      expect(before).toBe(countsOf(smallPorts, smallPorts));
      expect(after).not.toBe(before);

      statements.length = 0;
      let importing = true;
      const importDone = service
        .importTariffs(demoSet(morePorts), { batchSize: 20, inOneTransaction })
        .finally(() => (importing = false));
      const seen = new Set<string>();
      while (importing) {
        seen.add(await liveCounts());
        // PGlite answers within the microtask chain: let the import's next batch (a macrotask) run between reads.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await importDone;
      seen.add(await liveCounts());

      // Between the kinds' swaps (outside one transaction) a reader may see the new FCL rows with the old exchange
      // rates (swapped last); never an empty or half-loaded table.
      const mixed = countsOf(morePorts, smallPorts);
      const possible = inOneTransaction ? [before, after] : [before, mixed, after];
      for (const counts of seen) expect(possible).toContain(counts);
      expect(seen).toContain(after);
      expect(statements.some((statement) => /^(truncate|delete from "fcl_rates")/i.test(statement))).toBe(false);
      expect(statements.some((statement) => /^insert into "fcl_rates_next"/.test(statement))).toBe(true);
    });
  },
);
