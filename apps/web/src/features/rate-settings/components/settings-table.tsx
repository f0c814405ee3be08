import type { LastChange } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

export interface SettingsColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers: kept on one line and aligned to the end. */
  isNumeric?: boolean;
  /** Dates and codes: kept on one line. */
  noWrap?: boolean;
  /** A few words: this much room, so they wrap to two lines at most and the row stays compact on a phone. */
  minWidthCh?: number;
}

/** A button of a row: its visible label and the label naming the row for screen readers. */
export interface RowAction {
  label: string;
  ariaLabel: string;
  onClick: () => void;
  /** Outlined: the row's main action; warning: one that removes. */
  variant?: 'outlined';
  color?: 'warning';
}

/** "who, when" of a row's last change in the console, or a dash. */
export function LastChangeText({ change }: { change: LastChange }) {
  const { t, i18n } = useTranslation();
  if (!change) return <span aria-label={t('rateSettings.common.neverChanged')}>—</span>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(change.at),
  );
  return (
    <>
      <bdi>{change.actorEmail}</bdi>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {when}
      </Typography>
    </>
  );
}

/**
 * A rate settings list (ADR 080): its loading, error and empty states, the table with each row's actions, and the
 * pages. Scrolls sideways on a narrow screen (the region is focusable so a keyboard can scroll it).
 */
export function SettingsTable<Row>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  actions,
  isLoading,
  isError,
  onRetry,
  emptyText,
  page,
  pageSize,
  total,
  onPageChange,
}: {
  captionId: string;
  caption: string;
  columns: readonly SettingsColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The id of the column that names the row (a row header for screen readers). */
  rowHeader: string;
  actions: (row: Row) => readonly RowAction[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (isError && rows === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('rateSettings.common.retry')}
          </Button>
        }
      >
        {t('rateSettings.common.loadError')}
      </Alert>
    );
  }
  if (rows === undefined || (isLoading && rows.length === 0)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('rateSettings.common.loading')} />
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        // Positioned, so the visually hidden caption (absolute) stays inside the scrolling box instead of widening
        // the page on a phone.
        sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table size="small" sx={{ minWidth: 760 }}>
          <Box component="caption" id={captionId} sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  scope="col"
                  align={column.isNumeric ? 'right' : 'left'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.header}
                </TableCell>
              ))}
              <TableCell scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t('rateSettings.common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    {...(column.id === rowHeader ? { component: 'th', scope: 'row' } : {})}
                    align={column.isNumeric ? 'right' : 'left'}
                    sx={{
                      ...(column.isNumeric || column.noWrap ? { whiteSpace: 'nowrap' } : {}),
                      ...(column.isNumeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
                      ...(column.minWidthCh === undefined ? {} : { minWidth: `${column.minWidthCh}ch` }),
                    }}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
                    {actions(row).map((action) => (
                      <Button
                        key={action.label}
                        variant={action.variant}
                        color={action.color}
                        onClick={action.onClick}
                        aria-label={action.ariaLabel}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > pageSize && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, next) => onPageChange(next + 1)}
          labelDisplayedRows={({ from, to, count }) => t('rateSettings.common.shownRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`rateSettings.common.pageButton.${type}`)}
        />
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
