import { EventEmitter } from 'node:events';

/**
 * Tells this process's listeners (server-sent event streams) that a quote changed. Another
 * process's change is seen by the stream's periodic re-read (see quotes.routes.ts).
 */
export function createQuoteProgress() {
  const emitter = new EventEmitter();
  // One listener per open stream: many may follow popular quotes at once.
  emitter.setMaxListeners(0);
  return {
    notify(quoteUuid: string): void {
      emitter.emit(quoteUuid);
    },
    /** Calls `listener` on each change of the quote; returns the unsubscribe function. */
    subscribe(quoteUuid: string, listener: () => void): () => void {
      emitter.on(quoteUuid, listener);
      return () => emitter.off(quoteUuid, listener);
    },
  };
}
export type QuoteProgress = ReturnType<typeof createQuoteProgress>;
