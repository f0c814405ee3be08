import { isBookingStep, type BookingStep } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AuthRedirectState } from '@/components/layouts/auth-layout';
import { authPanelQueryParam, paths } from '@/config/paths';
import { BookingFlow, type BookedResult } from '@/features/booking-flow';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * `/quotes/:quoteId/bookings/:bookingId?rate=…&step=…`: a booking draft (ADR 069). The draft id is the booking call's
 * Idempotency-Key; the step is in the address, so a reload, the auth panel or create-password come back to it.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.quoteBooking.titleKey));
  const navigate = useNavigate();
  const location = useLocation();
  const localizedHref = useLocalizedHref();
  const { quoteId = '', bookingId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const rateUuid = searchParams.get('rate');
  const stepParam = searchParams.get('step');
  const askedStep: BookingStep | null = isBookingStep(stepParam) ? stepParam : null;

  const onStepChange = useCallback(
    (step: BookingStep, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (params) => {
          params.set('step', step);
          return params;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );

  if (!rateUuid) return <Navigate to={localizedHref(paths.quote.getHref({ quoteId }))} replace />;

  const onAskSignIn = (view: 'signIn' | 'signUp') =>
    setSearchParams(
      (params) => {
        params.set(authPanelQueryParam, view);
        return params;
      },
      { preventScrollReset: true },
    );
  const onCreatePassword = () => {
    const state: AuthRedirectState = { redirectTo: `${location.pathname}${location.search}` };
    void navigate(localizedHref(paths.createPassword.getHref()), { state });
  };
  const onBooked = ({ bookingUuid, shipmentId, paymentMode }: BookedResult) =>
    void navigate(localizedHref(paths.bookingConfirmation.getHref({ bookingUuid })), {
      replace: true,
      state: { shipmentId, paymentMode },
    });

  return (
    <BookingFlow
      key={bookingId}
      quoteId={quoteId}
      rateUuid={rateUuid}
      draftId={bookingId}
      askedStep={askedStep}
      onStepChange={onStepChange}
      onAskSignIn={onAskSignIn}
      onCreatePassword={onCreatePassword}
      onBooked={onBooked}
    />
  );
}
