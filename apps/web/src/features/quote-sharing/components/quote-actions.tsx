import type { QuoteView } from '@freightdesk/domain';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkRemoveOutlined from '@mui/icons-material/BookmarkRemoveOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { SnackbarProps } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { authPanelQueryParam, paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { publishGlobalError } from '@/lib/global-errors';
import { useLocalizedHref } from '@/lib/i18n';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useSession } from '@/lib/session';
import { useSavedQuoteMutation } from '../api/saved-quote';
import type { ShareQuoteDialogProps } from './share-quote-dialog';

// The share dialog (its form, the customer search, the share contract) is fetched when it is first opened: the
// results page paints without it (docs/decisions/071-quote-journey-speed.md).
// The notice after copying or saving is fetched with the first one (ADR 082).
const Snackbar = lazyWithReload<SnackbarProps>('action-notice', () => import('@mui/material/Snackbar'));
const ShareQuoteDialog = lazyWithReload<ShareQuoteDialogProps>('share-quote-dialog', () =>
  import('./share-quote-dialog').then((module) => ({ default: module.ShareQuoteDialog })),
);

export interface QuoteActionsProps {
  /** The quote shown (as GET /api/v2/quotes/customer/{id} answers it). */
  quote: Pick<QuoteView, 'uuid' | 'savedOn'>;
}

type Notice = 'linkCopied' | 'copyFailed' | 'saved' | 'unsaved' | 'saveFailed';

/**
 * The quote's actions on its results page (docs/product/quoting.md#results-screen): share by e-mail
 * (`shareQuote` flag), copy the quote's address, save to or take off My quotes. A signed-out visitor
 * who shares or saves gets the sign-in panel over the page.
 */
export function QuoteActions({ quote }: QuoteActionsProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const saveQuote = useSavedQuoteMutation();
  // The quote's own date until the user saves or unsaves here (a later read of the quote may move it).
  const [savedHere, setSavedHere] = useState<{ savedOn: string | null }>();
  const savedOn = savedHere ? savedHere.savedOn : quote.savedOn;
  const [isSharing, setIsSharing] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  // Mounted with the first notice, then kept (it animates its closing).
  const [hasNoticed, setHasNoticed] = useState(false);
  if (notice !== undefined && !hasNoticed) setHasNoticed(true);

  const askToSignIn = () => {
    const search = new URLSearchParams(location.search);
    search.set(authPanelQueryParam, 'signIn');
    void navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { preventScrollReset: true });
  };

  const copyLink = async () => {
    const address = new URL(localizedHref(paths.quote.getHref({ quoteId: quote.uuid })), window.location.origin);
    try {
      await navigator.clipboard.writeText(address.href);
      setNotice('linkCopied');
    } catch {
      setNotice('copyFailed');
    }
  };

  const toggleSaved = () => {
    if (!isLoggedIn) return askToSignIn();
    const saved = savedOn === null;
    saveQuote.mutate(
      { quoteId: quote.uuid, saved },
      {
        onSuccess: (newSavedOn) => {
          setSavedHere({ savedOn: newSavedOn });
          setNotice(saved ? 'saved' : 'unsaved');
        },
        onError: (error) => {
          if (!publishGlobalError(toApiError(error).code)) setNotice('saveFailed');
        },
      },
    );
  };

  return (
    <>
      <Stack
        role="group"
        aria-label={t('quoteSharing.actions.label')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {brand.featureFlags.shareQuote && (
          <Button
            variant="outlined"
            startIcon={<ShareOutlined aria-hidden />}
            onClick={() => (isLoggedIn ? setIsSharing(true) : askToSignIn())}
          >
            {t('quoteSharing.actions.share')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<LinkOutlined aria-hidden />} onClick={() => void copyLink()}>
          {t('quoteSharing.actions.copyLink')}
        </Button>
        <Button
          variant="outlined"
          aria-pressed={savedOn !== null}
          startIcon={savedOn === null ? <BookmarkAddOutlined aria-hidden /> : <BookmarkRemoveOutlined aria-hidden />}
          loading={saveQuote.isPending}
          onClick={toggleSaved}
        >
          {savedOn === null ? t('quoteSharing.actions.save') : t('quoteSharing.actions.unsave')}
        </Button>
      </Stack>
      {isSharing && (
        <Suspense fallback={null}>
          <ShareQuoteDialog
            quoteId={quote.uuid}
            isOpen
            onClose={() => setIsSharing(false)}
            isStaff={user?.isInternalUser ?? false}
          />
        </Suspense>
      )}
      {hasNoticed && (
        <Suspense fallback={null}>
          <Snackbar
            open={notice !== undefined}
            autoHideDuration={4_000}
            onClose={() => setNotice(undefined)}
            message={notice ? t(`quoteSharing.actions.${notice}`) : ''}
          />
        </Suspense>
      )}
    </>
  );
}
