/**
 * What a booking still needs from its customer (docs/product/booking.md#pending-actions): each
 * action is complete, optional or pending. Pure: the state of each follows from what the booking has.
 */
export const pendingActionKinds = [
  'shipperDetails',
  'consigneeDetails',
  'notifyPartyDetails',
  'pickupAddress',
  'deliveryAddress',
  'uploadDocuments',
  'completeWirePayment',
  'acceptRevisedQuote',
] as const;
export type PendingActionKind = (typeof pendingActionKinds)[number];

export const pendingActionStates = ['complete', 'optional', 'pending'] as const;
export type PendingActionState = (typeof pendingActionStates)[number];

export interface PendingAction {
  kind: PendingActionKind;
  state: PendingActionState;
}

/** What the booking has, as far as its pending actions are concerned. */
export interface BookingActionFacts {
  hasShipper: boolean;
  hasConsignee: boolean;
  hasNotifyParty: boolean;
  /** The route starts at a door (the rate includes pickup). */
  needsPickupAddress: boolean;
  hasPickupAddress: boolean;
  needsDeliveryAddress: boolean;
  hasDeliveryAddress: boolean;
  documentCount: number;
  /** A wire payment was chosen and has not been received yet. */
  hasUnconfirmedWirePayment: boolean;
  /** A wire payment was chosen and received. */
  hasConfirmedWirePayment: boolean;
  /** A wire payment was chosen, then what was due paid by card or PayPal instead (ADR 083). */
  hasWirePaidInstead: boolean;
  /** A revised quote waits for the customer's acceptance. */
  hasPendingRevisedQuote: boolean;
  hasAcceptedRevisedQuote: boolean;
}

/**
 * The actions shown on the Pending Actions tab, in the product's order. The notify party is
 * optional (many shipments notify the consignee); door addresses and the wire payment appear
 * only when the booking has them; documents are pending until one is uploaded.
 */
export function pendingActionsOf(facts: BookingActionFacts): PendingAction[] {
  const doneOr = (done: boolean, otherwise: PendingActionState): PendingActionState => (done ? 'complete' : otherwise);
  const actions: PendingAction[] = [
    { kind: 'shipperDetails', state: doneOr(facts.hasShipper, 'pending') },
    { kind: 'consigneeDetails', state: doneOr(facts.hasConsignee, 'pending') },
    { kind: 'notifyPartyDetails', state: doneOr(facts.hasNotifyParty, 'optional') },
  ];
  if (facts.needsPickupAddress) {
    actions.push({ kind: 'pickupAddress', state: doneOr(facts.hasPickupAddress, 'pending') });
  }
  if (facts.needsDeliveryAddress) {
    actions.push({ kind: 'deliveryAddress', state: doneOr(facts.hasDeliveryAddress, 'pending') });
  }
  actions.push({ kind: 'uploadDocuments', state: doneOr(facts.documentCount > 0, 'pending') });
  if (facts.hasUnconfirmedWirePayment || facts.hasConfirmedWirePayment || facts.hasWirePaidInstead) {
    const paid = facts.hasConfirmedWirePayment || facts.hasWirePaidInstead;
    actions.push({ kind: 'completeWirePayment', state: doneOr(paid, 'pending') });
  }
  if (facts.hasPendingRevisedQuote || facts.hasAcceptedRevisedQuote) {
    actions.push({ kind: 'acceptRevisedQuote', state: doneOr(!facts.hasPendingRevisedQuote, 'pending') });
  }
  return actions;
}

/** The statuses of a booking's wire transfers, counted (the payments module reads them in one query). */
export interface WireTransferCounts {
  pending: number;
  succeeded: number;
  replaced: number;
}

type WirePaymentFacts = Pick<
  BookingActionFacts,
  'hasUnconfirmedWirePayment' | 'hasConfirmedWirePayment' | 'hasWirePaidInstead'
>;

/**
 * What a booking's wire transfers say of its 'complete payment (wire transfer)' action: pending while a transfer is
 * awaited, complete once one is received or what was due was paid another way instead (ADRs 065, 083). The bookings
 * module shows it; the payments module keeps the booking's count of pending actions in step with it.
 */
export function wirePaymentFactsOf(wires: WireTransferCounts): WirePaymentFacts {
  const hasConfirmedWirePayment = wires.succeeded > 0;
  const hasWirePaidInstead = !hasConfirmedWirePayment && wires.replaced > 0;
  return {
    hasUnconfirmedWirePayment: !hasConfirmedWirePayment && !hasWirePaidInstead && wires.pending > 0,
    hasConfirmedWirePayment,
    hasWirePaidInstead,
  };
}

export function countPendingActions(actions: readonly PendingAction[]): number {
  return actions.filter((action) => action.state === 'pending').length;
}

/** A booking with a revised quote not yet accepted is not processed (it cannot move to In progress). */
export function blocksProcessing(facts: Pick<BookingActionFacts, 'hasPendingRevisedQuote'>): boolean {
  return facts.hasPendingRevisedQuote;
}
