import type { MyQuoteSummary } from '@freightdesk/domain';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-page/list-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { cargoSummaryText } from '../lib/cargo-summary-text';
import { placeText, savedOnText, shortQuoteId } from '../lib/quote-row-text';

const columns = ['quoteId', 'mode', 'quoteType', 'origin', 'destination', 'savedOn', 'cargo', 'action'] as const;

/**
 * The saved quotes (docs/product/quoting.md#my-quotes): quote id, mode, quote type, origin, destination, saved on,
 * cargo, and the action that opens the quote again. Scrolls sideways on a narrow screen.
 */
export function MyQuotesTable({ quotes, captionId }: { quotes: readonly MyQuoteSummary[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <ListTable
      captionId={captionId}
      minWidth={900}
      columns={columns}
      headerOf={(column) => t(`myQuotes.columns.${column}`)}
    >
      {quotes.map((quote) => {
        const id = shortQuoteId(quote.uuid);
        return (
          <TableRow key={quote.uuid} hover>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {id}
            </TableCell>
            <TableCell>{t(`myQuotes.modes.${quote.mode}`)}</TableCell>
            <TableCell>{t(`myQuotes.quoteTypes.${quote.quoteType}`)}</TableCell>
            <TableCell>
              <bdi>{placeText(quote.origin)}</bdi>
            </TableCell>
            <TableCell>
              <bdi>{placeText(quote.destination)}</bdi>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {savedOnText(quote.savedOn, quote.createdAt, i18n.language)}
            </TableCell>
            <TableCell>
              {/* Container codes read left to right inside a right-to-left page. */}
              <bdi>{cargoSummaryText(quote.cargo, t, i18n.language)}</bdi>
            </TableCell>
            <TableCell>
              <Button
                to={localizedHref(paths.quote.getHref({ quoteId: quote.uuid }))}
                variant="outlined"
                aria-label={t('myQuotes.openQuote', { id })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('myQuotes.open')}
              </Button>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
