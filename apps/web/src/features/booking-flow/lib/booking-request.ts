import type { CreateBookingRequestBody } from '@freightdesk/domain';
import type { BookingDraftAnswers } from './booking-draft';

/**
 * The booking call's body from a draft's answers, or null while a step it needs is unanswered. Pickup and delivery
 * are sent only when the rate includes them (docs/decisions/069-booking-flow.md).
 */
export function bookingRequestOf(
  answers: BookingDraftAnswers,
  includes: { pickup: boolean; delivery: boolean },
): CreateBookingRequestBody | null {
  const { services, shipment, billing, pickup, delivery, payment } = answers;
  if (!services || !shipment || !billing || !payment) return null;
  if ((includes.pickup && !pickup) || (includes.delivery && !delivery)) return null;
  return {
    ...shipment.output,
    ...services.output,
    billingAddress: billing.output,
    pickupAddress: includes.pickup && pickup ? pickup.output : null,
    deliveryAddress: includes.delivery && delivery ? delivery.output : null,
    paymentMode: payment.output.paymentMode,
  };
}
