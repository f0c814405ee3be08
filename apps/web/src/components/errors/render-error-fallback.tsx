import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullPageMessage } from './full-page-message';

/** What an uncaught render error shows (docs/product/errors.md#dialogs): 'An error has occurred' and a reload. */
export function RenderErrorFallback({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      title={t('app.renderError.title')}
      description={t('app.renderError.description')}
      actions={
        <Button variant="contained" onClick={reload}>
          {t('app.renderError.reload')}
        </Button>
      }
    />
  );
}
