import {
  customerTypeOfRegisterBody,
  type InternalCustomerCreationBody,
  type RegisterRequestBody,
} from '../accounts/sign-up-payload';
import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { commodityAcceptanceOf } from './commodity-acceptance';

/**
 * The sign-up commodity rule (docs/product/accounts.md#sign-up-forms): the commodity must be one the customer type the
 * answers imply can ship at all (accepted, or reviewed by sales); unknown until the profile is.
 * The web form passes it to `buildSignUpFormSchema`; the server checks the register call with it.
 */
export function isCommodityAcceptedAtSignUp(
  commodityType: CommodityType,
  customerType: CustomerType | undefined,
): boolean {
  if (customerType === undefined) return true;
  return commodityAcceptanceOf(commodityType, { customerType, shipmentType: 'FCL', isDap: false }) !== 'notAccepted';
}

/** Where a register call carries the sign-up commodity. */
export const registerCommodityField = 'extraInfo.precommodity';

/**
 * The server's reading of the same rule on `POST /api/v2/customers/register`: a standard payload
 * naming a commodity its customer type cannot ship is refused. Checked where the sign-up form
 * checks it: unless the brand asks the commodity in the quote form instead (commodityInQuoteForm).
 */
export function isRegisterCommodityRefused(
  body: RegisterRequestBody | InternalCustomerCreationBody,
  { commodityInQuoteForm }: { commodityInQuoteForm: boolean },
): boolean {
  if (commodityInQuoteForm || !('type' in body)) return false;
  const commodity = body.extraInfo?.precommodity;
  return commodity !== undefined && !isCommodityAcceptedAtSignUp(commodity, customerTypeOfRegisterBody(body));
}
