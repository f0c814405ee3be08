// Payments of a booking (docs/product/booking.md#payment-options, docs/decisions/065-payments.md): the options and
// their fees, paying by card (Stripe Checkout), PayPal (Orders v2), wire transfer or credit, the providers'
// webhooks, staff confirming wires and setting credit lines. Every payment is recorded once: a payment row goes
// pending → succeeded in one conditional update, and each webhook event id is stored once. One file per job,
// sharing the context (payments-context.service.ts); this is the one service the routes and other modules are given.
import { creditLines } from './credit-lines.service';
import { paymentConfirmations } from './payment-confirmations.service';
import { paymentCreation } from './payment-creation.service';
import { paymentOptions } from './payment-options.service';
import { paymentReceipts } from './payment-receipts.service';
import { paymentRecording } from './payment-recording.service';
import { createPaymentsContext, type PaymentsServiceOptions } from './payments-context.service';

export function createPaymentsService(options: PaymentsServiceOptions) {
  const context = createPaymentsContext(options);
  const recording = paymentRecording(context);
  return {
    ...paymentOptions(context),
    ...paymentCreation(context, recording),
    ...paymentConfirmations(context, recording),
    ...creditLines(context),
    ...paymentReceipts(context),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
