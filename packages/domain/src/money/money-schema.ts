import { z } from 'zod';
import { currencies } from '../shipping/shipment-type';

/**
 * An amount of money (money/money.ts): an integer count of the minor unit and the currency. Apart from the money rules
 * so that code using only those (the results page) is bundled without zod (docs/decisions/071-quote-journey-speed.md).
 */
export const moneySchema = z.object({
  amountMinor: z.number().int().refine(Number.isSafeInteger, 'a safe integer'),
  currency: z.enum(currencies),
});
