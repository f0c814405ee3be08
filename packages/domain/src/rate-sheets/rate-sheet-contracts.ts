// The contracts of the rate-sheet calls (docs/decisions/079-rate-sheets.md): templates, upload, versions with their
// check progress and problems, the diff against the published version, publish (and restore), one tariff row.
import { z } from 'zod';
import { rateSheetReasons } from './rate-sheet-cells';
import { rateSheetKinds } from './rate-sheet-definition';

export const rateSheetKindSchema = z.enum(rateSheetKinds);
export const rateSheetFormats = ['csv', 'xlsx'] as const;
export type RateSheetFormat = (typeof rateSheetFormats)[number];

/**
 * A version's life: queued (stored, waiting for the checker) → checking → invalid (problems: nothing applied) or
 * ready → publishing → published; the published one becomes superseded when another is published (and can be
 * restored: published again). failed: the file could not be read at all (the reason is in `failure`); a ready version
 * whose last publish gave up says why in `failure` too (ADR 086). archived: an
 * older ready or previous version whose checked rows were swept (`rateSheetRestorableVersions`): no longer publishable.
 */
export const rateSheetVersionStatuses = [
  'queued',
  'checking',
  'invalid',
  'ready',
  'publishing',
  'published',
  'superseded',
  'failed',
  'archived',
] as const;
export type RateSheetVersionStatus = (typeof rateSheetVersionStatuses)[number];

export const rateSheetVersionSchema = z.object({
  id: z.uuid(),
  kind: rateSheetKindSchema,
  /** 1, 2, 3 … per kind. */
  number: z.number().int(),
  fileName: z.string(),
  format: z.enum(rateSheetFormats),
  sizeBytes: z.number().int(),
  /** How far the check has read the file (with `sizeBytes`, its progress). */
  bytesRead: z.number().int(),
  effectiveDate: z.string(),
  status: z.enum(rateSheetVersionStatuses),
  /** Data rows read so far (blank rows not counted). */
  rowsRead: z.number().int(),
  /** Rows checked so far; equal to rowsRead once the check is over. */
  rowsChecked: z.number().int(),
  /** Rows without problems (the tariffs a publish applies). */
  validRows: z.number().int(),
  problemCount: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** True for the version the rate engine prices from now. */
  isCurrent: z.boolean(),
  /** Why a file could not be read (a reason key), when failed. */
  failure: z.enum(rateSheetReasons).nullable(),
});
export type RateSheetVersion = z.infer<typeof rateSheetVersionSchema>;

export const rateSheetVersionResponseSchema = z.object({ data: rateSheetVersionSchema });
export const rateSheetVersionsResponseSchema = z.object({ data: z.array(rateSheetVersionSchema) });

export const rateSheetKindParamsSchema = z.object({ kind: rateSheetKindSchema });
export const rateSheetVersionParamsSchema = z.object({ versionId: z.uuid() });
export const rateSheetTemplateQuerySchema = z.object({ format: z.enum(rateSheetFormats).default('csv') });
export const rateSheetUploadQuerySchema = z.object({
  /** The day the version takes effect: the valid-from of rows that leave it blank. Today when absent. */
  effectiveDate: z.iso.date().optional(),
});
export const rateSheetLanguageQuerySchema = z.object({ lang: z.enum(['en', 'es', 'pt', 'ar']).optional() });

export const rateSheetProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  reason: z.enum(rateSheetReasons),
  value: z.string().nullable(),
});

/** The first problems of a version (at most `rateSheetProblemsKept` are kept; `total` counts them all). */
export const rateSheetProblemsResponseSchema = z.object({
  data: z.object({ problems: z.array(rateSheetProblemSchema), total: z.number().int(), kept: z.number().int() }),
});
/** Problems kept per version (the report): enough to fix a sheet; the total is always exact. */
export const rateSheetProblemsKept = 1000;

/**
 * Per kind, how many previous versions stay restorable, and as many ready ones publishable (docs/decisions/
 * 086-rate-sheets-at-scale.md): older ones are archived and their checked rows swept (~300 MB per million FCL rows).
 */
export const rateSheetRestorableVersions = 3;

export const rateSheetLaneChanges = ['added', 'removed', 'up', 'down'] as const;
export const rateSheetLaneChangeSchema = z.object({
  /** The lane as the kind names it (e.g. `MAEU|CNSHA|USLAX|DV40|contract`). */
  lane: z.string(),
  change: z.enum(rateSheetLaneChanges),
  currency: z.string(),
  beforeMinor: z.number().int().nullable(),
  afterMinor: z.number().int().nullable(),
  /** after − before, in the sheet's currency (minor units); null for lanes added or removed. */
  deltaMinor: z.number().int().nullable(),
});
export type RateSheetLaneChange = z.infer<typeof rateSheetLaneChangeSchema>;

export const rateSheetDiffSchema = z.object({
  /** The published version compared with; null when none was (the demo tariffs, or nothing). */
  againstVersionId: z.uuid().nullable(),
  againstVersionNumber: z.number().int().nullable(),
  /** Rows of this kind the engine prices from now that are not from a version (the demo set): all replaced. */
  replacedOtherRows: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  unchanged: z.number().int(),
  /** The largest changes first (at most `rateSheetDiffListed`). */
  changes: z.array(rateSheetLaneChangeSchema),
});
export type RateSheetDiff = z.infer<typeof rateSheetDiffSchema>;
export const rateSheetDiffListed = 200;
export const rateSheetDiffResponseSchema = z.object({ data: rateSheetDiffSchema });

export const tariffRowParamsSchema = z.object({ kind: rateSheetKindSchema, tariffId: z.string().min(1).max(200) });
export const tariffRowResponseSchema = z.object({
  data: z.object({
    kind: rateSheetKindSchema,
    /** The row as the rate engine reads it (the domain's tariff fields). */
    tariff: z.record(z.string(), z.unknown()),
    /** The version it came from; null for rows loaded otherwise (the demo set). */
    version: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  }),
});
