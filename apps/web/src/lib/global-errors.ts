import { globallyBroadcastCodes, type ErrorCode } from '@freightdesk/domain';
import { useEffect, useRef } from 'react';

/**
 * The global error bus (docs/product/errors.md#global-codes). A failed call whose code is broadcast globally is
 * published here by the query client; the listeners react: UNKNOWN_ERROR opens the
 * unknown-error modal, ACCESS_FORBIDDEN the access-forbidden modal, UNAUTHORIZED logs out,
 * REFRESH_TOKEN exchanges the token and reloads (lib/session/session-context.tsx). Other codes are shown in place.
 */
export type GlobalErrorCode = (typeof globallyBroadcastCodes)[number];
export type GlobalErrorListener = (code: GlobalErrorCode) => void;

const listeners = new Set<GlobalErrorListener>();

export function isGlobalErrorCode(code: ErrorCode): code is GlobalErrorCode {
  return (globallyBroadcastCodes as readonly ErrorCode[]).includes(code);
}

/** Tells every listener about `code` when it is broadcast globally; returns whether it was. */
export function publishGlobalError(code: ErrorCode): boolean {
  if (!isGlobalErrorCode(code)) return false;
  for (const listener of [...listeners]) listener(code);
  return true;
}

/** Listens to globally broadcast codes; returns the unsubscribe function. */
export function subscribeToGlobalErrors(listener: GlobalErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `onError` while mounted whenever `code` is published. */
export function useGlobalError(code: GlobalErrorCode, onError: () => void): void {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(
    () =>
      subscribeToGlobalErrors((published) => {
        if (published === code) onErrorRef.current();
      }),
    [code],
  );
}
