import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

type PageItemLabel = NonNullable<PaginationProps['getItemAriaLabel']>;

/** A page of a list call: its rows, how many there are in all, how many a page holds. */
export interface ListPage<Row> {
  data: Row[];
  meta: { total: number; pageSize: number };
}

/**
 * The results part of a list page (My quotes, My bookings, All shipments): a heading that tells how many (read out as
 * it changes, and the name of the rows' table or list), the error, the loading ring, the empty state, the rows (a
 * table on wide screens, cards on narrow ones, dimmed while the next page loads) and the pages.
 */
export function ListResults<Row>({
  titleId,
  countText,
  loadingText,
  errorText,
  retryText,
  query,
  empty,
  table,
  cards,
  page,
  onPageChange,
  pageLabel,
  paginationLabel,
}: {
  titleId: string;
  countText: (total: number) => string;
  loadingText: string;
  errorText: string;
  /** Given: the error offers to ask again. */
  retryText?: string;
  query: UseQueryResult<ListPage<Row>>;
  empty: ReactNode;
  /** The rows, named by the heading (`titleId`). */
  table: (rows: readonly Row[]) => ReactNode;
  cards: (rows: readonly Row[]) => ReactNode;
  /** The page the address asks for. */
  page: number;
  onPageChange: (page: number) => void;
  /** A page button's label; `pageCount`: how many pages there are. */
  pageLabel: (...args: [...Parameters<PageItemLabel>, pageCount: number]) => string;
  paginationLabel?: string;
}) {
  const isWide = useIsDesktop();
  const result = query.data;
  const pageCount = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  return (
    <>
      <Typography id={titleId} component="h2" variant="h6" aria-live="polite">
        {result ? countText(result.meta.total) : loadingText}
      </Typography>
      {query.isError && (
        <Alert
          severity="error"
          {...(retryText
            ? {
                action: (
                  <Button color="inherit" onClick={() => void query.refetch()}>
                    {retryText}
                  </Button>
                ),
              }
            : {})}
        >
          {errorText}
        </Alert>
      )}
      {query.isPending && <CircularProgress aria-label={loadingText} />}
      {result && result.data.length === 0 && empty}
      {result && result.data.length > 0 && (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms', minWidth: 0 }}>
          {isWide ? table(result.data) : cards(result.data)}
        </Box>
      )}
      {result && pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => onPageChange(next)}
          getItemAriaLabel={(type, item, selected) => pageLabel(type, item, selected, pageCount)}
          sx={{ alignSelf: 'center' }}
          {...(paginationLabel ? { 'aria-label': paginationLabel } : {})}
        />
      )}
    </>
  );
}
