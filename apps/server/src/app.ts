import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import { requestValidator } from './http/request-validation';
import { loggerOptions, OneLinePerRequestLogController, requestIdFor } from './logger';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { authPlugin } from './http/auth.plugin';
import { requestLimitsPlugin } from './http/request-limits';
import { profileRoutes } from './modules/accounts/profile.routes';
import { sessionsRoutes } from './modules/accounts/sessions.routes';
import { createProfileService } from './modules/accounts/profile.service';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { staffShipmentsRoutes } from './modules/staff-shipments/staff-shipments.routes';
import { createStaffShipmentsService } from './modules/staff-shipments/staff-shipments.service';
import { createBookingsService } from './modules/bookings/bookings.service';
import { brandsRoutes } from './modules/brands/brands.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { createFileSystemStorage } from './storage/file-storage';
import { customRequestsRoutes } from './modules/custom-requests/custom-requests.routes';
import { createCustomRequestsService } from './modules/custom-requests/custom-requests.service';
import { requestInboxRoutes } from './modules/custom-requests/request-inbox.routes';
import { createRequestInboxService } from './modules/custom-requests/request-inbox.service';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quoteSharesRoutes } from './modules/quotes/quote-shares.routes';
import { createQuoteSharesService } from './modules/quotes/quote-shares.service';
import { staffCustomersRoutes } from './modules/accounts/staff-customers.routes';
import { createCustomerDirectory } from './modules/accounts/staff-customers.service';
import { createQuoteCustomisationsReader, createStaffQuotesService } from './modules/staff-quotes/staff-quotes.service';
import { staffQuotesRoutes } from './modules/staff-quotes/staff-quotes.routes';
import { createQuotesService } from './modules/quotes/quotes.service';
import { staffConsoleRoutes } from './modules/staff-console/staff-console.routes';
import { createStaffConsoleService } from './modules/staff-console/staff-console.service';
import { staffHandOverRoutes } from './modules/staff-hand-over/staff-hand-over.routes';
import { createStaffHandOverService } from './modules/staff-hand-over/staff-hand-over.service';
import { createBrandsService } from './modules/brands/brands.service';
import { healthRoutes } from './modules/health/health.routes';
import { placesRoutes } from './modules/places/places.routes';
import { createPlacesService } from './modules/places/places.service';
import { rateSheetsRoutes } from './modules/rate-sheets/rate-sheets.routes';
import { createRateSheetsService } from './modules/rate-sheets/rate-sheets.service';
import { rateSettingsRoutes } from './modules/rate-settings/rate-settings.routes';
import { createRateSettingsService } from './modules/rate-settings/rate-settings.service';
import { tariffsRoutes } from './modules/tariffs/tariffs.routes';
import { createTariffsService } from './modules/tariffs/tariffs.service';
import { createHealthService } from './modules/health/health.service';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoService } from './modules/geo/geo.service';
import { createAuditService } from './modules/audit/audit.service';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes';
import { createImpersonationService } from './modules/impersonation/impersonation.service';
import { createSmtpTransport } from './modules/mail/mail-transport';
import { mailRoutes } from './modules/mail/mail.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPaymentProviders } from './modules/payments/providers/payment-providers';
import { createMailService } from './modules/mail/mail.service';
import { answerClientError, errorHandlerPlugin, sendError } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { loadResultsFirstScreens } from './modules/first-screens/results-first-screen';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: DatabaseHandle;
  /** Close the database when the app closes (main.ts); tests close their own. */
  closeDatabaseOnClose?: boolean;
  /** A ready logger (main.ts logs start-up with it); otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
  /** The clock (ms since the epoch) of time-dependent rules: token, code and link expiry, lock-out. */
  now?: () => number;
  /** How often this process retries due e-mails (tests shorten it). */
  mailDeliveryIntervalMs?: number;
  /** How often this process looks for rate sheet jobs (tests shorten it). */
  rateSheetJobIntervalMs?: number;
  /** Prefix of the Redis rate-limit keys (tests give each app its own; REDIS_URL only). */
  redisKeyPrefix?: string;
}

/**
 * Builds the whole server as a Fastify instance WITHOUT listening: `main.ts` listens, tests
 * `inject()` requests (and may add test-only routes before `ready()`).
 *
 * Start-up work done here: every brand file is validated and stored (an invalid one rejects
 * with a message naming the file and the field).
 */
/** How long after listening the place index is built (the first page load comes first). */
const placeIndexWarmUpDelayMs = 3_000;
/** How long after listening a first start begins loading the demo tariffs (see the hook below). */
const demoTariffsLoadDelayMs = 2_000;

export async function buildApp({
  config,
  database,
  closeDatabaseOnClose = false,
  logger,
  now = Date.now,
  mailDeliveryIntervalMs,
  rateSheetJobIntervalMs,
  redisKeyPrefix,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const brandsService = createBrandsService({ db });
  const healthService = createHealthService({ db });
  // Builds the in-memory place index from the reference data (once per process).
  const placesService = createPlacesService();
  const tariffsService = createTariffsService({ db, now });
  const brandSources = await brandsService.loadBrandFiles({
    brandsDir: config.brandsDir,
    defaultBrandFile: config.brandFile,
  });

  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    genReqId: requestIdFor,
    logController: new OneLinePerRequestLogController(),
    trustProxy: config.trustProxy,
    // Routing failures (a malformed URL) answer in the same shape as every other error.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // Requests Node's parser refuses before Fastify sees them answer in the same shape too.
    clientErrorHandler: answerClientError,
  });
  const mailService = createMailService({
    db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined,
    senderAddress: `no-reply@${new URL(config.publicUrl).hostname}`,
    publicUrl: config.publicUrl,
    logger: app.log,
    now,
  });
  const accountsService = await createAccountsService({
    db,
    brandsService,
    mailService,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    directory: { companyDomains: config.internalEmailDomains, excludedTestEmail: config.internalTestEmail },
    logger: app.log,
    redisUrl: config.redisUrl,
    redisKeyPrefix,
    now,
  });
  const profileService = createProfileService({ db, sessions: accountsService.sessions, now });
  // What staff did to a customer: impersonations, roles, credit lines, accounts opened (ADR 032, ADR 075).
  // The one audit log (ADR 032, 075, 080): staff's acts on customers and changes of rate settings.
  const audit = createAuditService({ db, now });
  const impersonationService = createImpersonationService({ accountsService, audit });
  const eventsService = createEventsService({ db, now });
  const customRequestsService = createCustomRequestsService({
    db,
    mailService,
    brandsService,
    accountsService,
    rateLimits: accountsService.rateLimits,
    now,
  });
  // Reads its IP-to-country database on the first lookup, not here.
  const geoService = createGeoService({ logger: app.log });
  app.addHook('onReady', async () => mailService.startDeliveryLoop(mailDeliveryIntervalMs));
  // Codes resent in the background reach the outbox before the mail service stops.
  app.addHook('onClose', () => accountsService.close());
  app.addHook('onClose', () => mailService.stop());
  // Customised quote prices (ADR 081): the quotes module prices its readers with them.
  const quoteCustomisations = createQuoteCustomisationsReader(db);
  const quotesService = createQuotesService({
    db,
    customisations: quoteCustomisations,
    tariffsService,
    brandsService,
    salesRequests: customRequestsService,
    logger: app.log,
    now,
  });
  const customerDirectory = createCustomerDirectory({
    db,
    directory: { companyDomains: config.internalEmailDomains, excludedTestEmail: config.internalTestEmail },
  });
  // Rate settings change the tariffs quotes read; their changes go to the one audit log (ADR 080).
  const rateSettingsService = createRateSettingsService({
    db,
    auditService: audit,
    tariffsService,
    brandsService,
    now,
  });
  const quoteSharesService = createQuoteSharesService({
    db,
    brandsService,
    customerDirectory,
    mailService,
    publicUrl: config.publicUrl,
    now,
  });
  // Booking documents: uploads in DATA_DIR/documents (ADR 066; an object store can take the FileStorage's place).
  const documentsService = createDocumentsService({
    db,
    storage: createFileSystemStorage(path.join(config.dataDir, 'documents')),
    brandsService,
    brandAssetsDirs: new Map(brandSources.map((source) => [source.brand.configuration.id, source.assetsDir])),
    now,
  });
  // Rate sheets (ADR 079): files in DATA_DIR/rate-sheets, checked and published by jobs any process claims.
  const rateSheetsService = createRateSheetsService({
    db,
    copyInto: database.copyInto,
    storage: createFileSystemStorage(path.join(config.dataDir, 'rate-sheets')),
    tariffsService,
    logger: app.log,
    now,
  });
  app.addHook('onReady', async () => rateSheetsService.startJobLoop(rateSheetJobIntervalMs));
  app.addHook('onClose', () => rateSheetsService.stop());
  // Payments (ADR 065): the providers whose keys are configured, or their local stand-ins (PAYMENT_STANDINS).
  let listeningAt: string | undefined;
  const paymentProviders = await createPaymentProviders(config.payments, {
    webhookBaseUrl: () => listeningAt,
    logger: app.log,
    now,
  });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
      listeningAt = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    }
  });
  app.addHook('onClose', () => paymentProviders.close());
  const paymentsService = createPaymentsService({
    db,
    brandsService,
    mailService,
    providers: paymentProviders.providers,
    publicUrl: config.publicUrl,
    brandAssetsDirOf: (brandId) => brandSources.find(({ brand }) => brand.configuration.id === brandId)?.assetsDir,
    logger: app.log,
    now,
    audit,
  });
  // The documents and payments modules give the bookings service their readers (ADR 063).
  const bookingsService = createBookingsService({
    documents: {
      listForBooking: (bookingUuid) => documentsService.listForBooking(bookingUuid),
      inDetails: documentsService.inDetails,
    },
    payments: {
      listForBooking: (bookingUuid) => paymentsService.listForBooking(bookingUuid),
      inDetails: paymentsService.inDetails,
    },
    db,
    brandsService,
    quotesService,
    mailService,
    publicUrl: config.publicUrl,
    now,
  });
  // The staff console (ADR 075): the customer page asks the accounts, quotes and bookings services for their parts.
  const staffConsoleService = createStaffConsoleService({
    accountsService,
    customerDirectory,
    quotesService,
    bookingsService,
    audit,
  });
  const staffHandOverService = createStaffHandOverService({ accountsService, brandsService, now });
  const staffShipmentsService = createStaffShipmentsService({ bookingsService, quotesService, brandsService, now });
  // The staff's requests inbox (ADR 078): answers with a priced offer become quotes.
  const requestInboxService = createRequestInboxService({
    db,
    mailService,
    brandsService,
    accountsService,
    quotesService,
    publicUrl: config.publicUrl,
    now,
  });
  const staffQuotesService = createStaffQuotesService({
    db,
    quotesService,
    customerDirectory,
    brandsService,
    brandAssetsDirOf: (brandId) => brandSources.find(({ brand }) => brand.configuration.id === brandId)?.assetsDir,
    now,
  });
  // Quote completions started by this process finish before the database closes.
  app.addHook('onClose', () => quotesService.settle());
  if (closeDatabaseOnClose) app.addHook('onClose', () => database.close());

  app.setValidatorCompiler(requestValidator());
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are personal unless their route says otherwise (places, configuration, geo):
    // no browser or proxy may keep a customer's quote, profile or token (SECURITY.md).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // The server's own time for the answer (benchmarks and browser dev tools read it).
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  await app.register(errorHandlerPlugin);
  // JSON answers compressed for clients that accept it (a quote is ~100 kB of JSON). Static files
  // come pre-compressed (web-app.ts) and event streams are left alone; request bodies are never
  // inflated (a small compressed body could expand past the body limit).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { healthService });
  await app.register(brandsRoutes, { brandsService, sources: brandSources });
  await app.register(authPlugin, { sessions: accountsService.sessions, brandsService });
  await app.register(requestLimitsPlugin, { countAttempt: accountsService.rateLimits.countAttempt });
  await app.register(accountsRoutes, { accountsService });
  await app.register(profileRoutes, { profileService });
  await app.register(sessionsRoutes, { accountsService });
  await app.register(impersonationRoutes, { impersonationService });
  await app.register(eventsRoutes, { eventsService });
  await app.register(customRequestsRoutes, { customRequestsService });
  await app.register(requestInboxRoutes, { requestInboxService });
  await app.register(geoRoutes, { geoService });
  // Never on a public address, whatever NODE_ENV says (config.ts, SECURITY.md).
  if (config.devMailbox) await app.register(mailRoutes, { mailService });
  await app.register(placesRoutes, { placesService });
  // Build the place index shortly after the server answers, not before: start-up stays quick and
  // the first page load is not held up by it (a search before then builds it on demand).
  app.addHook('onListen', async () => {
    setTimeout(() => placesService.warmUp(), placeIndexWarmUpDelayMs).unref();
  });
  await app.register(tariffsRoutes, { tariffsService });
  await app.register(rateSheetsRoutes, { rateSheetsService, brandsService });
  await app.register(rateSettingsRoutes, { rateSettingsService });
  await app.register(quotesRoutes, { quotesService, now });
  await app.register(quoteSharesRoutes, { quoteSharesService });
  await app.register(staffCustomersRoutes, { customerDirectory });
  await app.register(staffConsoleRoutes, { staffConsoleService });
  await app.register(staffHandOverRoutes, { staffHandOverService });
  await app.register(staffQuotesRoutes, { staffQuotesService });
  await app.register(documentsRoutes, { documentsService });
  await app.register(paymentsRoutes, { paymentsService });
  await app.register(bookingsRoutes, { bookingsService });
  await app.register(staffShipmentsRoutes, { staffShipmentsService });
  if (config.demoTariffs) {
    // First start: load the demo tariffs in the background shortly after the server listens (it
    // answers meanwhile; inject()-only tests never listen). Generating the set holds the event
    // loop for about a second and a half, so it waits until the first page has loaded rather
    // than stall its first requests. Progress and outcome: the log and GET /api/v2/tariffs/status.
    let demoLoadTimer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      demoLoadTimer = setTimeout(() => {
        const generationDate = new Date(now()).toISOString().slice(0, 10);
        void tariffsService.loadDemoTariffsIfEmpty({ generationDate }, app.log);
      }, demoTariffsLoadDelayMs);
    });
    app.addHook('onClose', async () => clearTimeout(demoLoadTimer));
  }

  // Last: the web app's files, and the answer to everything no route claimed.
  // The web build writes the results' first-screen bundle beside its dist/ (ADR 093).
  const firstScreens = await loadResultsFirstScreens({
    firstScreenDir: path.join(path.dirname(config.webDistDir), 'dist-first-screen'),
    quotesService,
    brandsService,
    log: app.log,
  });
  await app.register(webAppPlugin, { webDistDir: config.webDistDir, firstScreens });
  return app;
}
