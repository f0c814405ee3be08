import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  isBlankRow,
  rateSheetDefinitions,
  rateSheetProblemsKept,
  rateSheetRestorableVersions,
  rateSheetRowReader,
  readRateSheetHeader,
  type RateSheetDiff,
  type RateSheetFormat,
  type RateSheetHeader,
  type RateSheetKind,
  type RateSheetProblem,
  type RateSheetReason,
  type RateSheetRowReader,
  type RateSheetVersion,
} from '@freightdesk/domain';
import { getTableName } from 'drizzle-orm';
import type { CopyInto } from '../../db/copy-in';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { AppError } from '../../errors/app-error';
import { tariffKinds } from '../tariffs/tariff-set';
import type { TariffsService } from '../tariffs/tariffs.service';
import { byteCounter, sheetRows } from './rate-sheet-reader';
import { createRateSheetsRepository, type RateSheetVersionRow, type RowStager } from './rate-sheets.repository';

export interface RateSheetsLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How the checker and publisher run (tests shorten the loop). */
export const rateSheetJobPolicy = {
  loopIntervalMs: 500,
  /** A claimed job is another process's after this long without progress (its process died). */
  leaseMs: 120_000,
  maxAttempts: 3,
  /** Progress is written at most this often (and at the end; ADR 086). */
  progressEveryMs: 1_000,
};

/** A short prefix per kind for tariff ids (`fcl-v3-1024`: kind, version number, sheet row). */
const idPrefixOfKind: Record<RateSheetKind, string> = {
  fclRates: 'fcl',
  lclRates: 'lcl',
  airRates: 'air',
  ltlRates: 'ltl',
  parcelRates: 'parcel',
  truckingRates: 'trucking',
  portCharges: 'port',
  additionalServicePrices: 'service',
};

class StoppedError extends Error {
  override name = 'StoppedError';
}

export type RateSheetsService = ReturnType<typeof createRateSheetsService>;

export function createRateSheetsService({
  db,
  copyInto,
  storage,
  tariffsService,
  logger,
  now = Date.now,
}: {
  db: Database;
  /** Checked rows are staged with COPY (ADR 086). */
  copyInto: CopyInto;
  storage: FileStorage;
  tariffsService: Pick<TariffsService, 'replaceKind' | 'countRows' | 'findRow'>;
  logger: RateSheetsLogger;
  now?: () => number;
}) {
  const repository = createRateSheetsRepository(db, copyInto);
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopping = false;
  const diffs = new Map<string, RateSheetDiff>();

  function viewOf(row: RateSheetVersionRow): RateSheetVersion {
    return {
      id: row.id,
      kind: row.kind as RateSheetKind,
      number: row.number,
      fileName: row.fileName,
      format: row.format as RateSheetFormat,
      sizeBytes: row.sizeBytes,
      bytesRead: row.bytesRead,
      effectiveDate: row.effectiveDate,
      status: row.status as RateSheetVersion['status'],
      rowsRead: row.rowsRead,
      rowsChecked: row.rowsChecked,
      validRows: row.validRows,
      problemCount: row.problemCount,
      uploadedAt: row.uploadedAt.toISOString(),
      uploadedBy: row.uploadedBy,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      publishedBy: row.publishedBy,
      isCurrent: row.status === 'published',
      failure: (row.failure as RateSheetReason | null) ?? null,
    };
  }

  async function versionRow(id: string): Promise<RateSheetVersionRow> {
    const row = await repository.findVersion(id);
    if (!row) throw new AppError('RATE_SHEET_NOT_FOUND');
    return row;
  }

  /**
   * Reads and checks a stored sheet, streaming: its rows go to staging (one COPY) only while no problem is found;
   * nothing is applied.
   */
  async function check(version: RateSheetVersionRow, jobId: string): Promise<void> {
    const kind = version.kind as RateSheetKind;
    const definition = rateSheetDefinitions[kind];
    const idPrefix = `${idPrefixOfKind[kind]}-v${version.number}`;
    await repository.clearCheck(version.id);
    await repository.updateVersion(version.id, {
      status: 'checking',
      bytesRead: 0,
      rowsRead: 0,
      rowsChecked: 0,
      validRows: 0,
      problemCount: 0,
      failure: null,
    });
    let bytesRead = 0;
    let rowsRead = 0;
    let validRows = 0;
    let problemCount = 0;
    const kept: RateSheetProblem[] = [];
    let header: RateSheetHeader | undefined;
    let readRow: RateSheetRowReader | undefined;
    let stager: RowStager | undefined = await repository.stageRows(version.id, tariffKinds[kind].table);
    // Once a problem is found nothing will be applied: what was staged goes, rows are only counted from then on.
    const stopStaging = async () => {
      const stopped = stager;
      stager = undefined;
      await stopped?.abort();
    };
    let reportedAt = performance.now();
    const report = async () => {
      if (stopping) throw new StoppedError('the server is stopping');
      reportedAt = performance.now();
      await repository.updateVersion(version.id, {
        bytesRead,
        rowsRead,
        rowsChecked: rowsRead,
        validRows,
        problemCount,
      });
      await repository.extendJob(jobId, new Date(now() + rateSheetJobPolicy.leaseMs));
    };
    const problem = (found: RateSheetProblem) => {
      problemCount += 1;
      if (kept.length < rateSheetProblemsKept) kept.push(found);
    };

    const source = await storage.get(version.fileKey);
    const counted = source.pipe(byteCounter((total) => (bytesRead = total)));
    source.on('error', (error) => counted.destroy(error));
    try {
      for await (const { row, cells } of sheetRows(counted, version.format as RateSheetFormat)) {
        if (header === undefined) {
          if (isBlankRow(cells)) continue;
          header = readRateSheetHeader(definition, cells);
          readRow = rateSheetRowReader(definition, header);
          for (const found of header.problems) problem(found);
          // Without its required columns no row can be read: the header's problems are the report.
          if (header.problems.some((found) => found.reason === 'missingColumn')) break;
          continue;
        }
        if (isBlankRow(cells)) continue;
        rowsRead += 1;
        const result = readRow!(cells, row, { id: `${idPrefix}-${row}`, effectiveDate: version.effectiveDate });
        if (!result.ok) for (const found of result.problems) problem(found);
        else {
          validRows += 1;
          if (stager && problemCount === 0) {
            await stager.add({
              rowNumber: row,
              tariffId: String(result.tariff.id),
              laneKey: result.laneKey,
              amountMinor: result.amountMinor,
              currency: result.currency,
              tariff: result.tariff,
            });
          }
        }
        if (stager && problemCount > 0) await stopStaging();
        if (rowsRead % 1_000 === 0 && performance.now() - reportedAt >= rateSheetJobPolicy.progressEveryMs)
          await report();
      }
    } catch (error) {
      await stopStaging().catch(() => undefined);
      if (error instanceof StoppedError) throw error;
      logger.info({ versionId: version.id, err: error }, 'a rate sheet could not be read');
      await repository.deleteRows(version.id);
      await repository.updateVersion(version.id, { status: 'failed', failure: 'unreadableFile', bytesRead, rowsRead });
      return;
    }
    if (header === undefined) problem({ row: 1, column: null, reason: 'noRows', value: null });
    else if (rowsRead === 0 && problemCount === 0) problem({ row: 2, column: null, reason: 'noRows', value: null });
    if (problemCount === 0) await stager?.finish();
    else {
      await stopStaging();
      await repository.deleteRows(version.id);
      await repository.insertProblems(version.id, kept);
    }
    await repository.updateVersion(version.id, {
      status: problemCount > 0 ? 'invalid' : 'ready',
      bytesRead,
      rowsRead,
      rowsChecked: rowsRead,
      validRows,
      problemCount,
    });
    logger.info({ versionId: version.id, kind, rowsRead, problemCount }, 'rate sheet checked');
    if (problemCount === 0) await archiveOldVersions(kind);
  }

  /**
   * Keeps what restoring needs (ADR 086): the kind's versions beyond `rateSheetRestorableVersions` previous and as many
   * ready ones are archived, their staged rows and files removed. A failure here leaves them for the next turn.
   */
  async function archiveOldVersions(kind: RateSheetKind): Promise<void> {
    try {
      const fileKeys = await repository.archiveOldVersions(kind, rateSheetRestorableVersions);
      for (const key of fileKeys) await storage.delete(key);
      if (fileKeys.length > 0) logger.info({ kind, versions: fileKeys.length }, 'old rate sheet versions archived');
    } catch (error) {
      logger.error({ err: error, kind }, 'archiving old rate sheet versions failed');
    }
  }

  /** Replaces the kind's tariffs with the version's rows; the version published before it stays, superseded. */
  async function publish(version: RateSheetVersionRow, requestedBy: string): Promise<void> {
    const kind = version.kind as RateSheetKind;
    const table = getTableName(tariffKinds[kind].table);
    const previous = await repository.publishedVersion(kind);
    const count = await tariffsService.replaceKind(kind, repository.publishableRows(version.id, table));
    if (previous && previous.id !== version.id) await repository.updateVersion(previous.id, { status: 'superseded' });
    await repository.updateVersion(version.id, {
      status: 'published',
      publishedAt: new Date(now()),
      publishedBy: requestedBy,
      failure: null,
    });
    diffs.clear();
    logger.info({ versionId: version.id, kind, rows: count }, 'rate sheet published');
    await archiveOldVersions(kind);
  }

  async function runJob(job: { id: string; versionId: string; task: string; attempts: number; requestedBy: string }) {
    const version = await repository.findVersion(job.versionId);
    if (!version) return repository.finishJob(job.id, { status: 'failed', at: new Date(now()), error: 'no version' });
    try {
      if (job.task === 'check') await check(version, job.id);
      else await publish(version, job.requestedBy);
      await repository.finishJob(job.id, { status: 'done', at: new Date(now()) });
    } catch (error) {
      if (error instanceof StoppedError) {
        // Another process (or this one's next start) takes it over.
        await repository.finishJob(job.id, { status: 'pending', at: new Date(now()) });
        return;
      }
      const giveUp = job.attempts >= rateSheetJobPolicy.maxAttempts;
      logger.error({ err: error, versionId: version.id, task: job.task, giveUp }, 'a rate sheet job failed');
      await repository.finishJob(job.id, {
        status: giveUp ? 'failed' : 'pending',
        at: new Date(now()),
        error: (error as Error).message,
      });
      if (giveUp) {
        // A publish that gave up leaves the version ready, saying why (shown on its page, ADR 086).
        const publishFailure =
          error instanceof AppError && error.code === 'TARIFF_TABLES_BUSY' ? 'publishTablesBusy' : 'publishFailed';
        await repository.updateVersion(version.id, {
          status: job.task === 'check' ? 'failed' : 'ready',
          failure: job.task === 'check' ? 'unreadableFile' : publishFailure,
        });
      }
    }
  }

  /** Runs due jobs one after the other until none is left. */
  async function tick(): Promise<void> {
    while (!stopping) {
      const job = await repository.claimJob(new Date(now()), new Date(now() + rateSheetJobPolicy.leaseMs));
      if (!job) return;
      await runJob(job);
    }
  }

  return {
    /** Stores an uploaded sheet and queues its check; answers at once (the check is a job). */
    async upload(input: {
      kind: RateSheetKind;
      fileName: string;
      format: RateSheetFormat;
      file: Readable;
      effectiveDate: string | undefined;
      brandId: string;
      uploadedBy: string;
    }): Promise<RateSheetVersion> {
      const stored = await storage.put(input.file);
      const at = new Date(now());
      const created = await repository.createVersion(
        {
          id: randomUUID(),
          kind: input.kind,
          brandId: input.brandId,
          fileKey: stored.key,
          fileName: input.fileName.slice(0, 200),
          format: input.format,
          sizeBytes: stored.sizeBytes,
          effectiveDate: input.effectiveDate ?? at.toISOString().slice(0, 10),
          uploadedAt: at,
          uploadedBy: input.uploadedBy,
        },
        { id: randomUUID(), createdAt: at },
      );
      // This process looks for it at once rather than at its next turn.
      this.runDueJobs();
      return viewOf(created);
    },

    list: async (kind: RateSheetKind) => (await repository.listVersions(kind)).map(viewOf),
    get: async (id: string) => viewOf(await versionRow(id)),

    async problems(id: string) {
      const version = await versionRow(id);
      const problems = await repository.problems(id);
      return { problems, total: version.problemCount, kept: problems.length };
    },

    /** The version against the kind's published one (or, with none, against nothing: the demo rows it replaces). */
    async diff(id: string): Promise<RateSheetDiff> {
      const version = await versionRow(id);
      const published = await repository.publishedVersion(version.kind);
      const against = published && published.id !== version.id ? published : undefined;
      const cacheKey = `${id}:${against?.id ?? ''}`;
      const cached = diffs.get(cacheKey);
      if (cached) return cached;
      const kind = version.kind as RateSheetKind;
      const [lanes, replacedOtherRows] = await Promise.all([
        repository.diff(id, against?.id ?? null),
        published ? Promise.resolve(0) : tariffsService.countRows(kind),
      ]);
      const diff = {
        againstVersionId: against?.id ?? null,
        againstVersionNumber: against?.number ?? null,
        replacedOtherRows,
        ...lanes,
      };
      if (version.status !== 'checking' && version.status !== 'queued') diffs.set(cacheKey, diff);
      return diff;
    },

    /** Queues the publish of a checked version, or the restore of an earlier one (published again). */
    async requestPublish(id: string, requestedBy: string): Promise<RateSheetVersion> {
      await versionRow(id);
      const queued = await repository.requestPublish(id, { id: randomUUID(), createdAt: new Date(now()), requestedBy });
      if (!queued) throw new AppError('RATE_SHEET_NOT_PUBLISHABLE');
      this.runDueJobs();
      return viewOf(await versionRow(id));
    },

    /** One tariff row the engine prices from, and the version it came from. */
    async tariffRow(kind: RateSheetKind, tariffId: string) {
      const tariff = await tariffsService.findRow(kind, tariffId);
      if (!tariff) throw new AppError('RATE_SHEET_NOT_FOUND');
      const version = await repository.versionOfTariff(kind, tariffId);
      return { kind, tariff, version: version ?? null };
    },

    /** Starts the job loop of this process (every process runs one; jobs are claimed, never run twice). */
    startJobLoop(intervalMs: number = rateSheetJobPolicy.loopIntervalMs): void {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => this.runDueJobs(), intervalMs);
      timer.unref();
    },

    runDueJobs(): void {
      if (stopping) return;
      ticking ??= tick()
        .catch((error: unknown) => logger.error({ err: error }, 'the rate sheet job loop failed'))
        .finally(() => {
          ticking = undefined;
        });
    },

    /** Stops the loop; a job in progress stops at its next progress mark and is left for another process. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
    },

    /** Resolves once no job is running in this process (tests). */
    settle: async () => ticking,
  };
}
