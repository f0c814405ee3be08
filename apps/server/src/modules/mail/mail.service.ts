import type { Language } from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import type { StoredBrand } from '../brands/brands.service';
import { mailBrandOf, plainMailBrand, type MailBrand } from './mail-brand';
import { renderMail, type MailMessage } from './mail-templates';
import type { MailTransport } from './mail-transport';
import { createMailRepository } from './mail.repository';

export interface MailServiceOptions {
  db: Database;
  /** Unset: no SMTP, mails stay in the outbox (read at /dev/mailbox). */
  transport: MailTransport | undefined;
  /** The address part of the From header; the brand name is its display name. */
  senderAddress: string;
  /** The server's public URL: the brand's logo and links are made absolute on it, on the brand's host. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/** Delivery attempts before a mail is given up, and the wait before each retry (backoff). */
export const mailDeliveryPolicy = {
  maxAttempts: 5,
  retryDelaysMs: [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000],
  claimMs: 60_000,
  batchSize: 20,
  loopIntervalMs: 5_000,
  /**
   * Finished mails (sent, failed, held) are deleted this long after they were written: they hold
   * one-time codes and reset links, which must not stay in the database (ADR 038).
   */
  retentionMs: 30 * 24 * 60 * 60 * 1000,
  /** How often the loop purges, and how many rows one purge statement deletes at most. */
  purgeIntervalMs: 60 * 60 * 1000,
  purgeBatchSize: 1_000,
} as const;

export interface MailRequest {
  to: string;
  message: MailMessage;
  language: Language;
  /** The brand the mail is written for: its name, logo, colour and footer (ADR 067). */
  brandId: string;
  /**
   * That brand's configuration and host names when the caller read them already (before its
   * transaction, from the brands service's cache): the mail then reads no brand row itself.
   */
  brand?: StoredBrand | undefined;
}

export type MailService = ReturnType<typeof createMailService>;

export function createMailService({
  db,
  transport,
  senderAddress,
  publicUrl,
  logger,
  now = Date.now,
}: MailServiceOptions) {
  const repository = createMailRepository(db);
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastPurgeMs: number | undefined;
  let ticking: Promise<void> | undefined;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const nowMs = now();
    const rows = await repository.claimDue(
      new Date(nowMs),
      new Date(nowMs + mailDeliveryPolicy.claimMs),
      mailDeliveryPolicy.batchSize,
    );
    for (const row of rows) {
      try {
        await transport.send({
          from: row.sender,
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
        });
        await repository.markSent(row.id, new Date(now()));
      } catch (error) {
        const giveUp = row.attempts >= mailDeliveryPolicy.maxAttempts;
        const delayMs =
          mailDeliveryPolicy.retryDelaysMs[Math.min(row.attempts - 1, mailDeliveryPolicy.retryDelaysMs.length - 1)] ??
          0;
        // The recipient is account data: the log names the outbox row only.
        logger.warn(
          { outboxId: row.id, attempt: row.attempts, giveUp, reason: (error as Error).message },
          'e-mail delivery failed',
        );
        await repository.markFailedAttempt(row.id, {
          giveUp,
          nextAttemptAt: new Date(now() + delayMs),
          error: (error as Error).message,
        });
      }
    }
    return rows.length;
  }

  /** Deletes every finished mail older than the retention; returns how many went. */
  async function purgeExpired(): Promise<number> {
    const cutoff = new Date(now() - mailDeliveryPolicy.retentionMs);
    let total = 0;
    for (;;) {
      const deleted = await repository.deleteFinishedBefore(cutoff, mailDeliveryPolicy.purgeBatchSize);
      total += deleted;
      if (deleted < mailDeliveryPolicy.purgeBatchSize) return total;
    }
  }

  /** One tick of the loop: send what is due and, once per purge interval, purge. */
  async function tick(): Promise<void> {
    await deliverDue();
    const nowMs = now();
    if (lastPurgeMs !== undefined && nowMs - lastPurgeMs < mailDeliveryPolicy.purgeIntervalMs) return;
    lastPurgeMs = nowMs;
    const purged = await purgeExpired();
    if (purged > 0) logger.info({ purged }, 'old e-mails deleted from the outbox');
  }

  /** Sends every due mail; concurrent calls in one process share one run. */
  function deliverDue(): Promise<number> {
    running ??= deliverBatch().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** The brand as the mail shows it, read through `executor` (the caller's transaction, if any). */
  async function mailBrandFor(executor: Database, brandId: string, language: Language): Promise<MailBrand> {
    const brand = await createMailRepository(executor).findBrand(brandId);
    // A brand removed from the brand files since the request: its id, in the plain look.
    return brand ? mailBrandOf(brand.configuration, brand.hostnames, publicUrl, language) : plainMailBrand(brandId);
  }

  async function outboxRowOf(executor: Database, { to, message, language, brandId, brand: known }: MailRequest) {
    const brand = known
      ? mailBrandOf(known.configuration, known.hostnames, publicUrl, language)
      : await mailBrandFor(executor, brandId, language);
    const nowMs = now();
    return {
      ...renderMail(message, language, brand),
      sender: `"${brand.name.replace(/["\\\r\n]/g, '')}" <${senderAddress}>`,
      recipient: to,
      status: transport ? ('pending' as const) : ('held' as const),
      nextAttemptAt: new Date(nowMs),
      createdAt: new Date(nowMs),
    };
  }

  /** Starts sending due mails in the background (the caller never waits for SMTP). */
  function deliverSoon(): void {
    if (transport) deliverDue().catch((error: unknown) => logger.error({ err: error }, 'e-mail delivery run failed'));
  }

  return {
    /**
     * Writes mails to the outbox inside the caller's transaction (`tx`), so they exist exactly when
     * the change that causes them commits; call `deliverSoon()` once it has.
     */
    async writeWithin(tx: Database, requests: readonly MailRequest[]): Promise<void> {
      const rows = [];
      // One at a time: an embedded database runs one statement of a transaction at once.
      for (const request of requests) rows.push(await outboxRowOf(tx, request));
      await createMailRepository(tx).insertAll(rows);
    },

    /**
     * The outbox insert of these mails (at least one), rendered and not run: the caller makes it part of the
     * single statement that writes its change (`with … as (<insert>) insert …`), so the mails exist exactly when
     * that change does. Call `deliverSoon()` once it ran. (Wrapped: an insert is a thenable that runs if awaited.)
     */
    async writeStatement(requests: readonly MailRequest[]) {
      const rows = [];
      for (const request of requests) rows.push(await outboxRowOf(db, request));
      return { insert: repository.insertAllStatement(rows) };
    },

    deliverSoon,

    /**
     * Writes the mail to the outbox (call it after the change that caused it has committed),
     * then starts sending it in the background. The caller never waits for SMTP.
     */
    async send(request: MailRequest): Promise<OutboxRow> {
      const row = await repository.insert(await outboxRowOf(db, request));
      deliverSoon();
      return row;
    },

    deliverDue,

    purgeExpired,

    /**
     * The in-process loop every server process runs: retries due mails every few seconds (with
     * SMTP) and purges old finished mails once an hour (with or without SMTP).
     */
    startDeliveryLoop(intervalMs: number = mailDeliveryPolicy.loopIntervalMs): void {
      if (timer) return;
      timer = setInterval(() => {
        ticking ??= tick()
          .catch((error: unknown) => logger.error({ err: error }, 'e-mail delivery run failed'))
          .finally(() => {
            ticking = undefined;
          });
      }, intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      await running?.catch(() => undefined);
      transport?.close();
    },

    latest: (limit = 100) => repository.latest(limit),
    findById: (id: string) => repository.findById(id),
  };
}
