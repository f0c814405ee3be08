import {
  bookingChargeLinesOf,
  bookingFunnelEventOfStep,
  bookingStepsFor,
  currentBookingStep,
  isInternationalMove,
  isPhoneCountry,
  nextBookingStep,
  optionalServicesConfirmationKind,
  paymentModes,
  phoneCountryOfNumber,
  previousBookingStep,
  profileForCustomerType,
  rateValidityOf,
  totalOfChargeLines,
  type BookingAddress,
  type BookingFunnelEvent,
  type BookingStep,
  type Money,
  type PaymentMode,
  type QuoteView,
  type Rate,
} from '@freightdesk/domain';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { paths } from '@/config/paths';
import { sendAnalyticsEvent } from '@/lib/analytics-events';
import { toApiError, type ApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { localToday } from '@/lib/local-today';
import { useSession, type SessionUser } from '@/lib/session';
import type { ErrorCode } from '@freightdesk/domain';
import { useCreateBookingMutation } from '../api/create-booking';
import { newQuoteServiceTypeOf, useBookingRate } from '../hooks/use-booking-rate';
import {
  emptyAddressValues,
  readBookingDraft,
  removeBookingDraft,
  writeBookingDraft,
  type AddressFormValues,
  type BookingDraft,
  type BookingDraftAnswers,
} from '../lib/booking-draft';
import { bookingRequestOf } from '../lib/booking-request';
import { serverErrorsByStep } from '../lib/server-errors-by-step';
import { AccountSetupDialog } from './account-setup-dialog';
import type { AddressStepProps } from './address-step';
import { BookingProcessing } from './booking-processing';
import { BookingRateStatus } from './booking-rate-state';
import { BookingStepLayout } from './booking-step-layout';
import { ExpiredRateDialog } from './expired-rate-dialog';
import { PaymentStep, paymentStepFormId } from './payment-step';
import { RateSummaryCard } from './rate-summary-card';
import { ReviewStep, reviewStepFormId } from './review-step';
import { ServicesStep, servicesStepFormId } from './services-step';
import { ShipmentStep, shipmentStepFormId } from './shipment-step';
import { SignInGate } from './sign-in-gate';
import { Alert } from '@/components/ui/alert';

// The address form comes with the first address step: the tax-id validators (stdnum) are large (ADR 069).
const AddressStep = lazyWithReload<AddressStepProps>('booking-address-step', () => import('./address-step'));

/** The booking's total as the booking call would freeze it (the same rule, `bookingChargeLinesOf`). */
function bookingTotalOf(rate: Rate, answers: BookingDraftAnswers): Money {
  const services = answers.services?.output ?? { additionalServiceCodes: [], insurance: null };
  return { amountMinor: totalOfChargeLines(bookingChargeLinesOf(rate, services)), currency: rate.total.currency };
}

/** The payment modes in the order shown; the payment options call says which this customer can use, with fees. */
const offeredPaymentModes: readonly PaymentMode[] = paymentModes;

export interface BookedResult {
  bookingUuid: string;
  shipmentId: string;
  paymentMode: PaymentMode;
}

export interface BookingFlowProps {
  quoteId: string;
  rateUuid: string;
  draftId: string;
  /** The step the address names (null: none). */
  askedStep: BookingStep | null;
  /** Shows a step (its address changes; `replace` for a correction, not a move). */
  onStepChange: (step: BookingStep, options?: { replace?: boolean }) => void;
  /** Opens the sign-in or sign-up panel over the flow (the address keeps the step). */
  onAskSignIn: (view: 'signIn' | 'signUp') => void;
  /** Goes to create a password, then back to this step. */
  onCreatePassword: () => void;
  onBooked: (result: BookedResult) => void;
}

const addressSteps = ['billing', 'pickup', 'delivery'] as const;
type AddressStepName = (typeof addressSteps)[number];
const isAddressStep = (step: BookingStep): step is AddressStepName =>
  (addressSteps as readonly string[]).includes(step);
const formIdOf: Record<BookingStep, string> = {
  services: servicesStepFormId,
  shipment: shipmentStepFormId,
  billing: 'booking-billing-form',
  pickup: 'booking-pickup-form',
  delivery: 'booking-delivery-form',
  payment: paymentStepFormId,
  review: reviewStepFormId,
};

const fullNameOf = (user: SessionUser) => [user.contactName, user.contactSurname].filter(Boolean).join(' ');

/** An address step's first values: its answer, else what the account and the quote already say. */
function addressDefaults(
  step: AddressStepName,
  answers: BookingDraftAnswers,
  user: SessionUser | undefined,
  quote: QuoteView,
  rate: Rate,
): AddressFormValues {
  const answered = answers[step]?.values;
  if (answered) return answered;
  const contact: AddressFormValues = answers.billing?.values
    ? {
        ...emptyAddressValues,
        contactName: answers.billing.values.contactName,
        companyName: answers.billing.values.companyName,
        phone: answers.billing.values.phone,
        phoneCountry: answers.billing.values.phoneCountry,
        email: answers.billing.values.email,
      }
    : {
        ...emptyAddressValues,
        contactName: user ? fullNameOf(user) : '',
        companyName: user?.legalName ?? '',
        phone: user?.phoneNumber ?? '',
        email: user?.email ?? '',
        // The account's number is international: its country is the one beside the phone field.
        phoneCountry: phoneCountryOfNumber(user?.phoneNumber ?? '') ?? '',
      };
  if (step === 'billing') return contact;
  const end = step === 'pickup' ? quote.origin : quote.destination;
  const doorZip = (step === 'pickup' ? rate.pickupSchedule : rate.deliverySchedule)?.postalCode;
  return {
    ...contact,
    countryIsoCode: end.countryIsoCode,
    phoneCountry: contact.phoneCountry || (isPhoneCountry(end.countryIsoCode) ? end.countryIsoCode : ''),
    city: end.city ?? '',
    zipCode: doorZip ?? (end.type === 'POSTAL_CODE' ? end.code : ''),
  };
}

/**
 * The booking flow (docs/product/booking.md#booking-funnel, docs/decisions/069-booking-flow.md): one step at a time
 * on one layout, the answers kept in the draft, the funnel's events in order, then the booking call with the draft's
 * id as its Idempotency-Key.
 */
export function BookingFlow(props: BookingFlowProps) {
  const state = useBookingRate(props.quoteId, props.rateUuid);
  if (state.status !== 'ready') return <BookingRateStatus state={state} />;
  return <ReadyBookingFlow {...props} quote={state.quote} rate={state.rate} />;
}

function ReadyBookingFlow({
  quoteId,
  rateUuid,
  draftId,
  askedStep,
  onStepChange,
  onAskSignIn,
  onCreatePassword,
  onBooked,
  quote,
  rate,
}: BookingFlowProps & { quote: QuoteView; rate: Rate }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const { isLoggedIn, user } = useSession();
  const [draft, setDraft] = useState<BookingDraft>(() => readBookingDraft(draftId, quoteId, rateUuid));
  const steps = bookingStepsFor(rate.includes);
  const step = currentBookingStep(steps, draft.completed, askedStep);
  const isExpired = quote.isExpired || rateValidityOf(rate, localToday()) === 'expired';
  const [expiredOpen, setExpiredOpen] = useState(isExpired);
  const [accountSetupOpen, setAccountSetupOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Map<BookingStep, ApiError>>(new Map());
  const [formError, setFormError] = useState<ErrorCode>();
  const booking = useCreateBookingMutation();

  const updateDraft = useCallback((change: (draft: BookingDraft) => BookingDraft) => {
    setDraft((current) => {
      const next = change(current);
      writeBookingDraft(next);
      return next;
    });
  }, []);

  /** Sends a funnel event once per draft (signed-in customers only: the events call is theirs). */
  const sendFunnelEvent = useCallback(
    (event: BookingFunnelEvent, current: BookingDraft) => {
      if (current.sentEvents.includes(event)) return current;
      void sendAnalyticsEvent(event, { quoteId, rateUuid, bookingDraftId: draftId });
      return { ...current, sentEvents: [...current.sentEvents, event] };
    },
    [quoteId, rateUuid, draftId],
  );

  // The address names the step shown (a skipped or unknown step is corrected in place).
  useEffect(() => {
    if (askedStep !== step) onStepChange(step, { replace: true });
  }, [askedStep, step, onStepChange]);

  useEffect(() => {
    if (isLoggedIn && !draft.sentEvents.includes('begin_booking')) {
      updateDraft((current) => sendFunnelEvent('begin_booking', current));
    }
  }, [isLoggedIn, draft.sentEvents, updateDraft, sendFunnelEvent]);

  const complete = <Step extends Exclude<BookingStep, 'review'>>(done: Step, answer: BookingDraftAnswers[Step]) => {
    updateDraft((current) => {
      const answered: BookingDraft = {
        ...current,
        answers: { ...current.answers, [done]: answer },
        completed: current.completed.includes(done) ? current.completed : [...current.completed, done],
      };
      const event = bookingFunnelEventOfStep[done];
      return event ? sendFunnelEvent(event, answered) : answered;
    });
    setServerErrors((errors) => {
      const rest = new Map(errors);
      rest.delete(done);
      return rest;
    });
    const next = nextBookingStep(steps, done);
    if (next) onStepChange(next);
  };

  const confirm = () => {
    setFormError(undefined);
    if (isExpired) {
      setExpiredOpen(true);
      return;
    }
    const body = bookingRequestOf(draft.answers, rate.includes);
    if (!body) return;
    booking.mutate(
      { quoteId, rateUuid, idempotencyKey: draftId, body },
      {
        onSuccess: ({ bookingUuid, shipmentId }) => {
          void sendAnalyticsEvent('Booking_Confirmed', { quoteId, rateUuid, bookingUuid, shipmentId });
          removeBookingDraft(draftId);
          onBooked({ bookingUuid, shipmentId, paymentMode: body.paymentMode });
        },
        onError: (error) => {
          const apiError = toApiError(error);
          if (apiError.code === 'ACCOUNT_SETUP_INCOMPLETE') {
            setAccountSetupOpen(true);
            return;
          }
          if (apiError.code === 'RATE_EXPIRED') {
            setExpiredOpen(true);
            return;
          }
          const byStep = serverErrorsByStep(apiError, steps);
          const first = byStep.keys().next().value;
          if (first) {
            setServerErrors(byStep);
            onStepChange(first);
            return;
          }
          setFormError(apiError.code);
        },
      },
    );
  };

  const previous = previousBookingStep(steps, step);
  const serverError = serverErrors.get(step);
  const { answers } = draft;
  const confirmationKind = optionalServicesConfirmationKind(
    profileForCustomerType(user?.customerType ?? 'STANDARD'),
    isInternationalMove(quote.origin, quote.destination),
  );

  const stepContent = () => {
    if (!isLoggedIn) return <SignInGate onAskSignIn={onAskSignIn} />;
    switch (step) {
      case 'services':
        return (
          <ServicesStep
            rate={rate}
            initialValues={answers.services?.values}
            confirmationKind={confirmationKind}
            serverError={serverError}
            onDone={(values, output) => complete('services', { values, output })}
          />
        );
      case 'shipment':
        return (
          <ShipmentStep
            quote={quote}
            rate={rate}
            customerType={user?.customerType}
            initialValues={answers.shipment?.values}
            serverError={serverError}
            onDone={(values, output) => complete('shipment', { values, output })}
          />
        );
      case 'payment':
        return (
          <PaymentStep
            modes={offeredPaymentModes}
            amount={bookingTotalOf(rate, answers)}
            initialValues={answers.payment?.values}
            serverError={serverError}
            onDone={(values, output) => complete('payment', { values, output })}
          />
        );
      case 'review':
        return (
          <>
            <FormErrorAlert code={formError} />
            <ReviewStep
              quote={quote}
              rate={rate}
              steps={steps}
              answers={answers}
              onEdit={(edited) => onStepChange(edited)}
              onConfirm={confirm}
            />
          </>
        );
      default: {
        const addressStep: AddressStepName = isAddressStep(step) ? step : 'billing';
        return (
          <Suspense fallback={null}>
            <AddressStep
              key={addressStep}
              formId={formIdOf[addressStep]}
              defaultValues={addressDefaults(addressStep, answers, user, quote, rate)}
              serverError={serverError}
              onDone={(values: AddressFormValues, output: BookingAddress) => complete(addressStep, { values, output })}
            />
          </Suspense>
        );
      }
    }
  };

  return (
    <>
      <BookingStepLayout
        steps={steps.map((id) => ({
          id,
          label: t(`bookingFlow.steps.${id}`),
          completed: draft.completed.includes(id),
        }))}
        currentId={step}
        onGoToStep={(id) => onStepChange(id as BookingStep)}
        title={t(`bookingFlow.steps.${step}`)}
        description={t(`bookingFlow.stepDescription.${step}`)}
        onBack={previous ? () => onStepChange(previous) : null}
        {...(isLoggedIn ? { formId: formIdOf[step] } : {})}
        nextLabel={step === 'review' ? t('bookingFlow.review.confirm') : t('bookingFlow.layout.next')}
        isSubmitting={booking.isPending}
        aside={<RateSummaryCard quote={quote} rate={rate} />}
      >
        {isExpired && <Alert severity="error">{t('bookingFlow.rate.expired')}</Alert>}
        {stepContent()}
      </BookingStepLayout>
      <BookingProcessing open={booking.isPending} />
      <ExpiredRateDialog
        open={expiredOpen}
        onClose={() => setExpiredOpen(false)}
        newQuoteHref={localizedHref(paths.getQuote.getHref({ serviceType: newQuoteServiceTypeOf(rate.shipmentType) }))}
      />
      <AccountSetupDialog
        open={accountSetupOpen}
        onClose={() => setAccountSetupOpen(false)}
        onCreatePassword={onCreatePassword}
      />
    </>
  );
}
