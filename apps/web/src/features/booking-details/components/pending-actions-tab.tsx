import type { BookingDetails, LaterPartyRole, PendingActionKind, PendingActionState } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { DocumentUpload } from './document-upload';
import { PartyForm } from './party-form';
import { RevisedQuoteDialog } from './revised-quote-dialog';
import { PartyLines } from './summary-tab';
import { WirePayment } from './wire-payment';
import { Alert } from '@/components/ui/alert';

/** The party each party action fills, and where the details keep it. */
const partyOfAction: Partial<
  Record<PendingActionKind, { role: LaterPartyRole; key: keyof BookingDetails['partyDetails'] }>
> = {
  shipperDetails: { role: 'shipper', key: 'shipper' },
  consigneeDetails: { role: 'consignee', key: 'consignee' },
  notifyPartyDetails: { role: 'notifyParty', key: 'notifyParty' },
  pickupAddress: { role: 'pickup', key: 'pickupAddress' },
  deliveryAddress: { role: 'delivery', key: 'deliveryAddress' },
};

const stateColor: Record<PendingActionState, 'success' | 'default' | 'warning'> = {
  complete: 'success',
  optional: 'default',
  pending: 'warning',
};

/** One action: its name and state, and the part that completes it, opened from here. */
function ActionItem({
  kind,
  state,
  children,
  renderOpened,
}: {
  kind: PendingActionKind;
  state: PendingActionState;
  /** Shown under the action while it is closed (what is there already). */
  children?: ReactNode;
  /** The part that completes the action; absent for actions opened elsewhere (a dialog). */
  renderOpened?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // Parties are added, then changed; the other actions are opened.
  const isParty = kind in partyOfAction;
  const buttonText = t(
    isOpen
      ? 'bookingDetails.actions.close'
      : !isParty
        ? 'bookingDetails.actions.show'
        : state === 'complete'
          ? 'bookingDetails.actions.edit'
          : 'bookingDetails.actions.open',
  );
  const titleId = `action-${kind}`;
  const regionId = `action-${kind}-form`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {/* The badge sits right after the title in every card, whether or not the card has a button (pushed to the
            row's end), in both directions. */}
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: '0 1 auto' }}>
          {t(`bookings.pendingAction.${kind}`)}
        </Typography>
        <Chip size="small" color={stateColor[state]} label={t(`bookings.pendingActionState.${state}`)} />
        {renderOpened && (
          <Button
            variant={state === 'pending' ? 'contained' : 'outlined'}
            aria-expanded={isOpen}
            aria-controls={isOpen ? regionId : undefined}
            aria-label={`${buttonText}: ${t(`bookings.pendingAction.${kind}`)}`}
            onClick={() => setIsOpen((open) => !open)}
            sx={{ marginInlineStart: 'auto' }}
          >
            {buttonText}
          </Button>
        )}
      </Box>
      {!isOpen && children && <Box sx={{ mt: 1 }}>{children}</Box>}
      {isOpen && renderOpened && (
        <Box id={regionId} sx={{ mt: 2 }}>
          {renderOpened(() => setIsOpen(false))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The Pending Actions tab (docs/product/booking.md#pending-actions): each action complete, optional or pending, and
 * each completable from here — parties and addresses, documents, the wire payment, the revised quote.
 */
export function PendingActionsTab({ details }: { details: BookingDetails }) {
  const { t } = useTranslation();
  const booking = details.bookingDetails;
  const [isRevisedQuoteOpen, setIsRevisedQuoteOpen] = useState(false);
  const [savedKind, setSavedKind] = useState<PendingActionKind>();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('bookingDetails.actions.intro')}</Typography>
      {savedKind && (
        <Alert severity="success" onClose={() => setSavedKind(undefined)} closeText={t('bookingDetails.actions.close')}>
          {`${t(`bookings.pendingAction.${savedKind}`)}: ${t('bookingDetails.actions.saved')}`}
        </Alert>
      )}
      <PlainList sx={{ display: 'grid', gap: 1.5 }}>
        {booking.pendingActions.map(({ kind, state }) => {
          const party = partyOfAction[kind];
          if (party) {
            const current = details.partyDetails[party.key];
            return (
              <ActionItem
                key={kind}
                kind={kind}
                state={state}
                renderOpened={(close) => (
                  <PartyForm
                    bookingUuid={booking.bookingUuid}
                    role={party.role}
                    title={t(`bookings.pendingAction.${kind}`)}
                    current={current}
                    onDone={close}
                    onSaved={() => {
                      setSavedKind(kind);
                      close();
                    }}
                  />
                )}
              >
                {current && <PartyLines party={current} />}
              </ActionItem>
            );
          }
          if (kind === 'uploadDocuments') {
            return (
              <ActionItem
                key={kind}
                kind={kind}
                state={state}
                renderOpened={() => <DocumentUpload bookingUuid={booking.bookingUuid} />}
              />
            );
          }
          if (kind === 'completeWirePayment') {
            // Paid by card or PayPal instead (ADR 083): the transfer was replaced, by the payment that succeeded.
            const paidInstead = details.payments.some((payment) => payment.status === 'replaced')
              ? details.payments.find((payment) => payment.mode !== 'wire' && payment.status === 'succeeded')
              : undefined;
            return state === 'complete' ? (
              <ActionItem key={kind} kind={kind} state={state}>
                <Typography variant="body2">
                  {paidInstead
                    ? t(`bookingDetails.actions.wire.paidInstead.${paidInstead.mode === 'paypal' ? 'paypal' : 'card'}`)
                    : t('bookingDetails.actions.wire.received')}
                </Typography>
              </ActionItem>
            ) : (
              <ActionItem key={kind} kind={kind} state={state} renderOpened={() => <WirePayment details={details} />} />
            );
          }
          const revised = booking.revisedQuote;
          return (
            <ActionItem key={kind} kind={kind} state={state}>
              {revised && revised.state === 'pending' ? (
                <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
                  <Typography variant="body2">{t('bookingDetails.actions.revisedQuote.intro')}</Typography>
                  <Button variant="contained" onClick={() => setIsRevisedQuoteOpen(true)}>
                    {t('bookingDetails.actions.revisedQuote.review')}
                  </Button>
                  <RevisedQuoteDialog
                    bookingUuid={booking.bookingUuid}
                    revised={revised}
                    open={isRevisedQuoteOpen}
                    onClose={() => setIsRevisedQuoteOpen(false)}
                  />
                </Box>
              ) : (
                <Typography variant="body2">{t('bookingDetails.actions.revisedQuote.accepted')}</Typography>
              )}
            </ActionItem>
          );
        })}
      </PlainList>
    </Box>
  );
}
