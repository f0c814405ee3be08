import { z } from 'zod';
import { commodityTypes } from '../shipping/shipment-type';
import { commodityMessageKeys } from './commodity-messages';

// Apart from the commodity rules (commodity-options.ts) so that code using only those (the quote form) is bundled
// without zod's classic API (ADR 082, amendment 3).

/** Commodity field: required, one of the contract values ("Please select commodity type"). */
export const commoditySchema = z.enum(commodityTypes, { error: commodityMessageKeys.required });
