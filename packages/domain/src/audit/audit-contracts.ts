import { z } from 'zod';

/**
 * One entry of the audit log as the console shows it (docs/decisions/080-rate-settings-and-audit.md): who changed
 * which entity, when, and its state before and after (null before a creation, null after a removal).
 */
export const auditEntryViewSchema = z.object({
  id: z.uuid(),
  /** `<entityType>.<create|update|delete>`, e.g. `carrier.update`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actorEmail: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

/** The last change of a listed entity: who and when (null: never changed in the console). */
export const lastChangeSchema = z
  .object({
    actorEmail: z.string(),
    /** ISO 8601 instant. */
    at: z.iso.datetime(),
  })
  .nullable();
export type LastChange = z.infer<typeof lastChangeSchema>;

/**
 * The fields of `before` and `after` that differ (a shallow comparison of JSON values), in the order of `after` then
 * `before`: what the history drawer highlights.
 */
export function changedAuditFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): string[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys.filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null));
}
