import type { BrandConfiguration } from '@freightdesk/domain';
import { arrayContains, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brands, type NewBrandRow } from '../../db/schema';

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;

export function createBrandsRepository(db: Database) {
  return {
    /**
     * Makes the table hold exactly these brands (the brand files are the source of truth).
     * `updated_at` moves only for a brand whose row actually changed.
     */
    async replaceAll(rows: readonly NewBrandRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        // Several processes starting together on one database take turns here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freightdesk:brands'))`);
        await tx.update(brands).set({ isDefault: false }).where(eq(brands.isDefault, true));
        for (const row of rows) {
          await tx
            .insert(brands)
            .values(row)
            .onConflictDoUpdate({
              target: brands.id,
              set: {
                hostnames: sql`excluded.hostnames`,
                isDefault: sql`excluded.is_default`,
                configuration: sql`excluded.configuration`,
                updatedAt: sql`case when (${brands.hostnames}, ${brands.configuration}) is distinct from
                  (excluded.hostnames, excluded.configuration) then now() else ${brands.updatedAt} end`,
              },
            });
        }
        const ids = rows.map((row) => row.id);
        await tx.delete(brands).where(ids.length > 0 ? notInArray(brands.id, ids) : undefined);
      });
    },

    async findConfigurationByHostname(hostname: string): Promise<BrandConfiguration | undefined> {
      const [row] = await db
        .select({ configuration: brands.configuration })
        .from(brands)
        .where(arrayContains(brands.hostnames, [hostname]))
        .limit(1);
      return row?.configuration;
    },

    /** The brand's configuration and host names, in one read. */
    async findById(id: string): Promise<{ configuration: BrandConfiguration; hostnames: string[] } | undefined> {
      const [row] = await db
        .select({ configuration: brands.configuration, hostnames: brands.hostnames })
        .from(brands)
        .where(eq(brands.id, id))
        .limit(1);
      return row;
    },

    async findDefaultConfiguration(): Promise<BrandConfiguration | undefined> {
      const [row] = await db
        .select({ configuration: brands.configuration })
        .from(brands)
        .where(eq(brands.isDefault, true))
        .limit(1);
      return row?.configuration;
    },
  };
}
