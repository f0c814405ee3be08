import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';
import { backToTopBottomPx } from '@/components/layouts/app-shell/shell-dimensions';
import { FloatingButton } from '@/components/ui/floating-button';
import { pageTopId } from '../page-top';

/** The back-to-top button itself: takes the page and the keyboard focus back to the top. */
export default function BackToTopFab({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation();

  const backToTop = () => {
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
    document.getElementById(pageTopId)?.focus({ preventScroll: true });
  };

  return (
    <Zoom in={isShown} unmountOnExit>
      <FloatingButton
        color="primary"
        size="small"
        aria-label={t('notices.backToTop')}
        onClick={backToTop}
        sx={{
          position: 'fixed',
          bottom: backToTopBottomPx,
          insetInlineEnd: 24,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUpIcon />
      </FloatingButton>
    </Zoom>
  );
}
