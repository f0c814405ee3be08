// The staff's requests inbox (docs/decisions/078-staff-requests-inbox.md): list, open, move,
// assign, note and answer the brand's requests; an answer with a priced offer becomes a quote
// through the quotes module's service.
import {
  calendarDateInUtc,
  formatCalendarDate,
  formatMoney,
  fullNameOf,
  inboxKindOf,
  isLanguage,
  mayAnswerRequest,
  mayMoveRequestStatus,
  offerProblems,
  quotePathInLanguage,
  requestStatuses,
  requestStatusMoves,
  statusAfterAssigning,
  staffMay,
  storedKindOf,
  type AnswerRequestBody,
  type CustomRequestKind,
  type RequestAnswered,
  type RequestDetail,
  type RequestEvent,
  type RequestInboxItem,
  type RequestInboxPage,
  type RequestInboxQuery,
  type RequestPerson,
  type RequestStatus,
  type RequestStatusCounts,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { CustomRequestRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import { brandBaseUrl } from '../mail/mail-brand';
import type { MailService } from '../mail/mail.service';
import type { QuotesService } from '../quotes/quotes.service';
import { shipmentSummary } from './custom-requests.service';
import { createRequestInboxRepository, type PersonRow } from './request-inbox.repository';

export interface RequestInboxServiceOptions {
  db: Database;
  mailService: Pick<MailService, 'writeWithin' | 'deliverSoon'>;
  brandsService: Pick<BrandsService, 'hostnamesForId'>;
  /** Who may be assigned: staff of the brand whose kind opens requests. */
  accountsService: Pick<AccountsService, 'findCustomerById' | 'sessions'>;
  /** Makes the quote of a priced offer. */
  quotesService: Pick<QuotesService, 'createQuoteFromOffer'>;
  /** The app's public address: with the brand's host name, it makes the mailed quote link. */
  publicUrl: string;
  now?: () => number;
}

export type RequestInboxService = ReturnType<typeof createRequestInboxService>;

/** A joined person (every column null when the join found nobody). */
type JoinedPerson = { [Key in keyof PersonRow]: PersonRow[Key] | null };

function personOf(row: JoinedPerson | null): RequestPerson | null {
  if (!row?.id) return null;
  return {
    id: row.id,
    name: fullNameOf({ contactName: row.contactName ?? '', contactSurname: row.contactSurname }) || (row.email ?? ''),
  };
}

const statusOf = (value: string): RequestStatus =>
  (requestStatuses as readonly string[]).includes(value) ? (value as RequestStatus) : 'new';

function itemOf(row: CustomRequestRow, assignee: JoinedPerson | null): RequestInboxItem {
  return {
    uuid: row.id,
    kind: inboxKindOf(row.kind as CustomRequestKind, row.reason),
    status: statusOf(row.status),
    createdAt: row.createdAt.toISOString(),
    answerBy: row.answerBy,
    replyBy: row.replyBy?.toISOString() ?? null,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, company: row.company },
    customerId: row.customerId,
    language: isLanguage(row.language) ? row.language : 'en',
    shipmentType: row.shipmentType as RequestInboxItem['shipmentType'],
    route: row.search ? { origin: row.search.origin.code, destination: row.search.destination.code } : null,
    serviceType: row.serviceType as RequestInboxItem['serviceType'],
    assignee: personOf(assignee),
  };
}

export function createRequestInboxService({
  db,
  mailService,
  brandsService,
  accountsService,
  quotesService,
  publicUrl,
  now = Date.now,
}: RequestInboxServiceOptions) {
  const repository = createRequestInboxRepository(db);
  const today = () => formatCalendarDate(calendarDateInUtc(new Date(now())));

  /** The request, if it is the staff member's brand's (another brand's is as unknown as a missing one). */
  async function requestOfBrand(session: SessionToken, requestId: string) {
    const found = await repository.findWithAssignee(requestId);
    if (!found || found.request.brandId !== session.brandId) throw new AppError('REQUEST_NOT_FOUND');
    return found;
  }

  /**
   * A change made in one transaction on the locked request: `change` judges the latest status and
   * returns what to write (or throws).
   */
  async function changeRequest<T>(
    session: SessionToken,
    requestId: string,
    change: (row: CustomRequestRow, tx: Database) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await createRequestInboxRepository(tx).lockForChange(requestId);
      if (!row || row.brandId !== session.brandId) throw new AppError('REQUEST_NOT_FOUND');
      return change(row, tx);
    });
  }

  async function detailOf(session: SessionToken, requestId: string): Promise<RequestDetail> {
    const { request, assignee } = await requestOfBrand(session, requestId);
    const history = await repository.history(requestId);
    const status = statusOf(request.status);
    return {
      ...itemOf(request, assignee),
      reason: request.reason as RequestDetail['reason'],
      storedKind: request.kind as CustomRequestKind,
      search: request.search,
      quoteUuid: request.quoteUuid,
      comments: request.comments,
      history: history.map(({ event, actor, assignee: eventAssignee }): RequestEvent => ({
        uuid: event.id,
        kind: event.kind as RequestEvent['kind'],
        at: event.createdAt.toISOString(),
        actor: personOf(actor),
        fromStatus: event.fromStatus === null ? null : statusOf(event.fromStatus),
        toStatus: event.toStatus === null ? null : statusOf(event.toStatus),
        assignee: personOf(eventAssignee),
        text: event.text,
        quoteUuid: event.quoteUuid,
        sentTo: event.sentTo,
      })),
      allowedMoves: [...requestStatusMoves[status]],
      mayAnswer: mayAnswerRequest(status) && request.contactEmail !== null,
      mayOffer: request.search !== null,
    };
  }

  /** The person to assign: a staff member of the brand whose kind opens requests. */
  async function assertAssignable(session: SessionToken, assigneeId: string): Promise<void> {
    if (assigneeId === session.customerId) return;
    const customer = await accountsService.findCustomerById(assigneeId);
    const assignable =
      customer !== undefined &&
      customer.brandId === session.brandId &&
      accountsService.sessions.isStaff(customer) &&
      staffMay({ is_internal_user: true, staff_role: customer.staffRole }, 'requests');
    if (!assignable) throw new AppError('INVALID_PAYLOAD', { fieldErrors: { assigneeId: ['notStaff'] } });
  }

  return {
    /** GET /api/v2/staff/requests: the brand's requests, newest first, filtered, with counts per status. */
    async list(session: SessionToken, query: RequestInboxQuery): Promise<RequestInboxPage> {
      const filters = {
        brandId: session.brandId,
        kind: query.kind ? storedKindOf(query.kind) : undefined,
        status: query.status,
        assigneeId:
          query.assignee === undefined
            ? undefined
            : query.assignee === 'me'
              ? session.customerId
              : query.assignee === 'unassigned'
                ? null
                : query.assignee,
        search: query.q,
      };
      const [{ rows, total, counts }, assignees] = await Promise.all([
        repository.page(filters, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        repository.assigneesOfBrand(session.brandId),
      ]);
      const countsByStatus: RequestStatusCounts = { new: 0, in_progress: 0, answered: 0, closed: 0 };
      for (const { status, total: statusTotal } of counts) countsByStatus[statusOf(status)] += statusTotal;
      return {
        data: rows.map(({ request, assignee }) => itemOf(request, assignee)),
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total,
          counts: countsByStatus,
          assignees: assignees.map((person) => personOf(person)!),
        },
      };
    },

    /** GET /api/v2/staff/requests/{requestId}: everything the customer sent and the history. */
    detail: detailOf,

    /** PUT …/status: a move by hand (requestStatusMoves); answered only by answering. */
    async moveStatus(session: SessionToken, requestId: string, to: RequestStatus): Promise<RequestDetail> {
      await changeRequest(session, requestId, async (row, tx) => {
        const from = statusOf(row.status);
        if (!mayMoveRequestStatus(from, to)) throw new AppError('REQUEST_STATUS_MOVE_REFUSED');
        const at = new Date(now());
        const inbox = createRequestInboxRepository(tx);
        await inbox.update(row.id, { status: to, updatedAt: at });
        await inbox.addEvent({
          requestId: row.id,
          kind: 'status',
          actorId: session.customerId,
          fromStatus: from,
          toStatus: to,
          createdAt: at,
        });
      });
      return detailOf(session, requestId);
    },

    /** PUT …/assignee: a staff member (or null); assigning a new request starts it (in progress). */
    async assign(session: SessionToken, requestId: string, assigneeId: string | null): Promise<RequestDetail> {
      if (assigneeId !== null) await assertAssignable(session, assigneeId);
      await changeRequest(session, requestId, async (row, tx) => {
        if (row.assigneeId === assigneeId) return;
        const from = statusOf(row.status);
        const to = statusAfterAssigning(from, assigneeId);
        const at = new Date(now());
        const inbox = createRequestInboxRepository(tx);
        await inbox.update(row.id, { assigneeId, status: to, updatedAt: at });
        await inbox.addEvent({
          requestId: row.id,
          kind: 'assigned',
          actorId: session.customerId,
          assigneeId,
          createdAt: at,
        });
        if (to !== from)
          await inbox.addEvent({
            requestId: row.id,
            kind: 'status',
            actorId: session.customerId,
            fromStatus: from,
            toStatus: to,
            createdAt: new Date(at.getTime() + 1),
          });
      });
      return detailOf(session, requestId);
    },

    /** POST …/notes: an internal note (staff only, never mailed). */
    async addNote(session: SessionToken, requestId: string, text: string): Promise<RequestDetail> {
      await changeRequest(session, requestId, async (row, tx) => {
        const at = new Date(now());
        const inbox = createRequestInboxRepository(tx);
        await inbox.update(row.id, { updatedAt: at });
        await inbox.addEvent({ requestId: row.id, kind: 'note', actorId: session.customerId, text, createdAt: at });
      });
      return detailOf(session, requestId);
    },

    /**
     * POST …/answer: mails the staff member's message to the requester in the request's language
     * (one template, ADR 067), the request becomes answered. With a priced offer, a quote holding
     * that one rate is made first (the quotes module) and the mail links to it. One transaction:
     * the quote, the status, the history and the outbox row exist together or not at all.
     */
    async answer(session: SessionToken, requestId: string, body: AnswerRequestBody): Promise<RequestAnswered> {
      const hostnames = (await brandsService.hostnamesForId(session.brandId)) ?? [];
      const answered = await changeRequest(session, requestId, async (row, tx) => {
        const from = statusOf(row.status);
        if (!mayAnswerRequest(from)) throw new AppError('REQUEST_STATUS_MOVE_REFUSED');
        if (row.contactEmail === null) throw new AppError('REQUEST_HAS_NO_CONTACT');
        const offer = body.offer;
        if (offer) {
          if (row.search === null)
            throw new AppError('INVALID_PAYLOAD', { fieldErrors: { offer: ['requestHasNoSearch'] } });
          const problems = offerProblems(offer, today());
          if (Object.keys(problems).length > 0) throw new AppError('INVALID_PAYLOAD', { fieldErrors: problems });
        }
        const language = isLanguage(row.language) ? row.language : 'en';
        const quote =
          offer && row.search
            ? await quotesService.createQuoteFromOffer({
                brandId: row.brandId,
                customerId: row.customerId,
                search: row.search,
                offer,
                language,
                requestUuid: row.id,
                executor: tx,
              })
            : null;
        const at = new Date(now());
        const inbox = createRequestInboxRepository(tx);
        await inbox.update(row.id, { status: 'answered', updatedAt: at });
        await inbox.addEvent({
          requestId: row.id,
          kind: 'answer',
          actorId: session.customerId,
          fromStatus: from,
          toStatus: 'answered',
          text: body.message,
          quoteUuid: quote?.uuid ?? null,
          sentTo: row.contactEmail,
          createdAt: at,
        });
        const total = offer?.charges.reduce((sum, line) => sum + line.amountMinor, 0) ?? 0;
        await mailService.writeWithin(tx, [
          {
            to: row.contactEmail,
            language,
            brandId: row.brandId,
            message: {
              kind: 'requestAnswered',
              contactName: row.contactName,
              answeredBy:
                fullNameOf({
                  contactName: session.claims.contact_name,
                  contactSurname: session.claims.contact_surname,
                }) || session.claims.email,
              message: body.message,
              reference: row.id,
              shipment: row.search ? shipmentSummary(row.search) : null,
              offer:
                offer && quote
                  ? {
                      carrier: offer.carrierName,
                      total: formatMoney({ amountMinor: total, currency: offer.currency }, language, {
                        currencyDisplay: 'code',
                      }),
                      validUntil: offer.validUntil,
                      transitTimeDays: offer.transitTimeDays,
                      quoteUrl: `${brandBaseUrl(publicUrl, hostnames)}${quotePathInLanguage(quote.uuid, language)}`,
                    }
                  : null,
            },
          },
        ]);
        return { status: 'answered' as const, quoteUuid: quote?.uuid ?? null, sentTo: row.contactEmail };
      });
      mailService.deliverSoon();
      return answered;
    },
  };
}
