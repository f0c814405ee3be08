// Who may read a booking, and how a failed read answers (docs/decisions/063-booking-lifecycle.md).
import type { BookingRow } from '../../db/schema';
import { AppError, isAppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';

export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A failure of the database (a backing service) while reading: 503 PRODUCT_SERVICE_NOT_AVAILABLE. */
export async function backed<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
  }
}

/** The booking's uuid as stored; an id of another shape names no booking. */
export function bookingIdOf(bookingUuid: string): string {
  if (!uuidShape.test(bookingUuid)) throw new AppError('BOOKING_NOT_FOUND');
  return bookingUuid.toLowerCase();
}

/** `row` if the session may read it: its customer, or staff of its brand. */
export function readable<Row extends Pick<BookingRow, 'brandId' | 'customerId'>>(
  row: Row | undefined,
  session: SessionToken,
  isStaff: boolean,
): Row {
  if (!row) throw new AppError('BOOKING_NOT_FOUND');
  const mayRead = isStaff ? row.brandId === session.brandId : row.customerId === session.customerId;
  if (!mayRead) throw new AppError('ACCESS_FORBIDDEN');
  return row;
}
