/**
 * A payment's reference number, e.g. `PAY-7KQ2-M9XD` (docs/decisions/065-payments.md): what a customer writes on a
 * wire transfer and what a receipt shows. Eight characters of an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * from random bytes the caller draws.
 */
export const paymentReferenceAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const paymentReferencePattern = /^PAY-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function paymentReferenceOf(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('a payment reference needs 8 random bytes');
  const characters = Array.from(randomBytes.subarray(0, 8), (byte) =>
    paymentReferenceAlphabet.charAt(byte % paymentReferenceAlphabet.length),
  ).join('');
  return `PAY-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
