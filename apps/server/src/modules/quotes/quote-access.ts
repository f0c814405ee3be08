import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';

/**
 * Who may read a quote (docs/decisions/041-quotes.md, 053, 059): a guest's quote through its link
 * (also once a customer saved it); a customer's by that customer, staff, and the customers it was
 * shared with. `isSharedWithViewer` is asked only when the rest does not decide.
 */
export async function assertQuoteReadable(
  row: { customerId: string | null; createdByGuest: boolean },
  { session, isStaff }: Viewer,
  isSharedWithViewer: () => Promise<boolean>,
): Promise<void> {
  if (row.customerId === null || row.createdByGuest) return;
  if (session === null) throw new AppError('UNAUTHORIZED');
  if (session.customerId === row.customerId || isStaff) return;
  if (!(await isSharedWithViewer())) throw new AppError('ACCESS_FORBIDDEN');
}
