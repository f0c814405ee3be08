import type {
  BookingAddress,
  BookingFunnelEvent,
  BookingStep,
  CreateBookingRequest,
  PaymentMode,
} from '@freightdesk/domain';

/**
 * A booking in the making (docs/decisions/069-booking-flow.md): its id is made in the browser when 'Book' is pressed,
 * names the draft's address (`/quotes/:quoteId/bookings/:bookingId`) and is the booking call's `Idempotency-Key`.
 * Its answers live in sessionStorage under that id, so a reload, a sign-in or a sign-up inside the flow, or the
 * detour to create a password keeps the customer's place; they are removed once the booking is made.
 */

/** An address as typed (the phone's country beside it: a number typed without "+" is of that country). */
export interface AddressValues {
  contactName: string;
  companyName: string;
  taxId: string;
  countryIsoCode: string;
  city: string;
  address: string;
  zipCode: string;
  phone: string;
  email: string;
}

export const emptyAddressValues: AddressValues = {
  contactName: '',
  companyName: '',
  taxId: '',
  countryIsoCode: '',
  city: '',
  address: '',
  zipCode: '',
  phone: '',
  email: '',
};

export interface AddressFormValues extends AddressValues {
  /** The country chosen beside the phone number. */
  phoneCountry: string;
}

export interface ServicesValues {
  additionalServiceCodes: string[];
  insure: boolean;
  /** The cargo value in major units of the rate's currency, as typed. */
  insurance: { cargoValue: string; condition: 'new' | 'used' };
}

export interface ShipmentValues {
  commodity: string;
  cargoReadyDate: string;
  customerReferenceId: string;
  shipperType: string;
  serviceType: string;
  comments: string;
}

export interface PaymentValues {
  paymentMode: PaymentMode | '';
}

/** A step's answer: the form's values (to edit again) and what the domain schema made of them (to send). */
export interface StepAnswer<Values, Output> {
  values: Values;
  output: Output;
}

export interface BookingDraftAnswers {
  services?: StepAnswer<ServicesValues, Pick<CreateBookingRequest, 'additionalServiceCodes' | 'insurance'>>;
  shipment?: StepAnswer<
    ShipmentValues,
    Pick<
      CreateBookingRequest,
      'commodity' | 'cargoReadyDate' | 'customerReferenceId' | 'shipperType' | 'serviceType' | 'comments'
    >
  >;
  billing?: StepAnswer<AddressFormValues, BookingAddress>;
  pickup?: StepAnswer<AddressFormValues, BookingAddress>;
  delivery?: StepAnswer<AddressFormValues, BookingAddress>;
  payment?: StepAnswer<PaymentValues, Pick<CreateBookingRequest, 'paymentMode'>>;
}

export interface BookingDraft {
  id: string;
  quoteId: string;
  rateUuid: string;
  answers: BookingDraftAnswers;
  completed: BookingStep[];
  /** Funnel events already sent for this draft (each once). */
  sentEvents: BookingFunnelEvent[];
}

const storageKey = (draftId: string) => `booking-draft:${draftId}`;

/** A new draft id (a UUID v4). */
export const newBookingDraftId = (): string => crypto.randomUUID();

export function emptyBookingDraft(id: string, quoteId: string, rateUuid: string): BookingDraft {
  return { id, quoteId, rateUuid, answers: {}, completed: [], sentEvents: [] };
}

function isDraftOf(value: unknown, id: string, quoteId: string, rateUuid: string): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<BookingDraft>;
  return (
    draft.id === id &&
    draft.quoteId === quoteId &&
    draft.rateUuid === rateUuid &&
    typeof draft.answers === 'object' &&
    Array.isArray(draft.completed) &&
    Array.isArray(draft.sentEvents)
  );
}

/** The stored draft of this id for this quote and rate, else a new empty one (storage may be unavailable). */
export function readBookingDraft(id: string, quoteId: string, rateUuid: string): BookingDraft {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(id)) ?? 'null');
    if (isDraftOf(stored, id, quoteId, rateUuid)) return stored;
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return emptyBookingDraft(id, quoteId, rateUuid);
}

export function writeBookingDraft(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(draft.id), JSON.stringify(draft));
  } catch {
    // Storage unavailable: the answers live as long as the page.
  }
}

export function removeBookingDraft(id: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(id));
  } catch {
    // Nothing to remove.
  }
}
