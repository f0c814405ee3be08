import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a request's sender reads once it is sent: a heading (focused, so a screen reader announces it and the
 * keyboard starts from it), the promise and the reference.
 */
export function RequestReceived({
  id,
  title,
  promise,
  reference,
  children,
}: {
  id: string;
  title: string;
  promise: string;
  reference: string;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <CheckCircleOutlineOutlined aria-hidden sx={{ color: 'success.main', fontSize: 40, flexShrink: 0 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={id} ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Typography>{promise}</Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{reference}</Typography>
        {children}
      </Box>
    </Box>
  );
}

/** An instant (ISO 8601) as the reader's date and time, e.g. "Friday 27 November 2026, 14:05". */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar date (yyyy-mm-dd) as the reader's date, the same day in every time zone. */
export function formatCalendarDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
