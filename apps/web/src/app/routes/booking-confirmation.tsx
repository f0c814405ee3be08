import { paymentModes, type PaymentMode } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BookingReceived } from '@/features/booking-flow';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** What the booking flow hands over: the booking call's answer (absent after a reload). */
function knownOf(state: unknown): { shipmentId: string; paymentMode: PaymentMode } | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { shipmentId, paymentMode } = state as Record<string, unknown>;
  return typeof shipmentId === 'string' && (paymentModes as readonly unknown[]).includes(paymentMode)
    ? { shipmentId, paymentMode: paymentMode as PaymentMode }
    : undefined;
}

/** `/booking/:bookingUuid/confirm`: 'booking received', the next steps and the payment (ADR 069). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.bookingConfirmation.titleKey));
  const location = useLocation();
  const { bookingUuid = '' } = useParams();
  return <BookingReceived key={bookingUuid} bookingUuid={bookingUuid} known={knownOf(location.state)} />;
}
