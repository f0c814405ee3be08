// One service for a quote's whole life (admit, price, complete later, read in any currency, save, list; ADR 041).
// One file per job, sharing the context (quotes-context.service.ts); this is the one service the routes and other
// modules are given.
import { quoteCreation } from './quote-creation.service';
import { quoteReads } from './quote-reads.service';
import { quoteViews } from './quote-views.service';
import { createQuotesContext, type QuotesServiceOptions } from './quotes-context.service';

export function createQuotesService(options: QuotesServiceOptions) {
  const context = createQuotesContext(options);
  const views = quoteViews(context);
  return {
    progress: context.progress,
    ...quoteCreation(context, views),
    ...quoteReads(context, views),

    /** Waits for the completions this process started (app close: nothing writes after the database closes). */
    async settle(): Promise<void> {
      while (context.pendingCompletions.size > 0) await Promise.allSettled([...context.pendingCompletions]);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
