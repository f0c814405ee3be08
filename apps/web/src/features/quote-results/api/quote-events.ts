import type { QuoteView } from '@freightdesk/domain';
import { buildRequestHeaders } from '@/lib/api-client';
import { quotePath, quoteReadQuery, type QuoteReadOptions } from '@/lib/quote-view-query';

/**
 * `GET /api/v2/quotes/customer/{quoteId}/events` (docs/product/quoting.md#progressive-fill): server-sent events,
 * `quote` with the view now and after each change, then `end`. Read with fetch streaming (not EventSource) so
 * that a signed-in user's bearer token goes along. Resolves when the stream ends; rejects when it fails.
 */
export async function followQuoteEvents(
  quoteId: string,
  options: QuoteReadOptions,
  onQuote: (quote: QuoteView) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${quotePath(quoteId)}/events${quoteReadQuery(options)}`, {
    headers: { ...buildRequestHeaders(), accept: 'text/event-stream' },
    credentials: 'omit',
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`quote events answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (event?.name === 'quote') onQuote(JSON.parse(event.data) as QuoteView);
      if (event?.name === 'end') {
        await reader.cancel();
        return;
      }
      boundary = buffer.indexOf('\n\n');
    }
  }
}

function parseEvent(block: string): { name: string; data: string } | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length === 0 ? null : { name, data: data.join('\n') };
}
