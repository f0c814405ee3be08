import type { BookingStep } from '@freightdesk/domain';
import { ApiError } from '@/lib/api-client';

const stepOfField: Readonly<Record<string, BookingStep>> = {
  additionalServiceCodes: 'services',
  insurance: 'services',
  commodity: 'shipment',
  cargoReadyDate: 'shipment',
  customerReferenceId: 'shipment',
  shipperType: 'shipment',
  serviceType: 'shipment',
  comments: 'shipment',
  billingAddress: 'billing',
  pickupAddress: 'pickup',
  deliveryAddress: 'delivery',
  paymentMode: 'payment',
};

/** The address steps' fields are sent under the address's name (`billingAddress.taxId`); their forms name `taxId`. */
const addressPrefixes = new Set(['billingAddress', 'pickupAddress', 'deliveryAddress']);

/**
 * A 422 answer of the booking call, step by step (ADR 046's server errors on fields): each step's field errors under
 * the names its form uses, in the flow's order. Fields no step knows are left out (the caller shows the code).
 */
export function serverErrorsByStep(error: ApiError, steps: readonly BookingStep[]): Map<BookingStep, ApiError> {
  const byStep = new Map<BookingStep, Record<string, string[]>>();
  for (const [field, keys] of Object.entries(error.fieldErrors)) {
    const [head = '', ...rest] = field.split('.');
    const step = stepOfField[head];
    if (!step || !steps.includes(step)) continue;
    const name = addressPrefixes.has(head) ? rest.join('.') : field;
    const fields = byStep.get(step) ?? {};
    (fields[name] ??= []).push(...keys);
    byStep.set(step, fields);
  }
  const ordered = new Map<BookingStep, ApiError>();
  for (const step of steps) {
    const fieldErrors = byStep.get(step);
    if (fieldErrors) ordered.set(step, new ApiError({ code: error.code, status: error.status, fieldErrors }));
  }
  return ordered;
}
