import { createHash } from 'node:crypto';
import { parse as uuidBytes } from 'uuid';

/**
 * Rate ids: name-based UUIDs (version 5, RFC 9562 §5.5) of the offer's key in the quote's
 * namespace, so a rate keeps its id when a later source re-prices the quote. The same ids as
 * the `uuid` package's v5 (a test holds them equal), computed with one SHA-1 over bytes: every
 * search names each of its rates, and the package's general path (string namespaces and names
 * turned into byte arrays by hand) cost four times as much on that path.
 */
export function rateIdsInQuote(quoteUuid: string): (rateKey: string) => string {
  const namespace = uuidBytes(quoteUuid);
  return (rateKey) => {
    const digest = createHash('sha1').update(namespace).update(rateKey, 'utf8').digest();
    digest[6] = (digest[6]! & 0x0f) | 0x50;
    digest[8] = (digest[8]! & 0x3f) | 0x80;
    const hex = digest.toString('hex', 0, 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  };
}
