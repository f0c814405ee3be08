import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { sxList } from '@/components/ui/control-props';
import { PlainList } from '@/components/ui/plain-list';

/**
 * A list page's rows as a table (wide screens), named by the list's heading: the column headers, then the rows the page
 * draws. Scrolls sideways when narrower than `minWidth` (the region is focusable so a keyboard can scroll it).
 */
export function ListTable({
  captionId,
  minWidth,
  columns,
  headerOf,
  children,
}: {
  captionId: string;
  minWidth: number;
  columns: readonly string[];
  headerOf: (column: string) => string;
  children: ReactNode;
}) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-labelledby={captionId} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {headerOf(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A list page's rows as cards (narrow screens), named by the list's heading. */
export function ListCards({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <PlainList aria-labelledby={captionId} sx={{ display: 'grid', gap: 1.5 }}>
      {children}
    </PlainList>
  );
}

/** One card of `ListCards`. */
export function ListCard({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={[{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }, ...sxList(sx)]}
    >
      {children}
    </Box>
  );
}

/** A card's first line: the row's id (its heading, in a fixed-width font) and, across, what needs doing. */
export function ListCardHeader({ id, aside }: { id: ReactNode; aside: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
        <bdi>{id}</bdi>
      </Typography>
      {aside}
    </Box>
  );
}
