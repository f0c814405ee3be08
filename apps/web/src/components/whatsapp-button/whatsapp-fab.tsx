import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { whatsappBottomPx } from '@/components/layouts/app-shell/shell-dimensions';
import { FloatingButton } from '@/components/ui/floating-button';
import { sendAnalyticsEvent } from '@/lib/analytics-events';
import { useBrand } from '@/lib/brand/brand-context';
import type { SessionUser } from '@/lib/session/session-user';
import { whatsappContactFor, whatsappLinkOf } from './whatsapp-contact';

/** The analytics event of a click (docs/product/shell.md#whatsapp-button: "sends … an analytics event"). */
export const whatsappClickEventName = 'whatsapp_button_clicked';

/** WhatsApp's own green, dark enough for a white icon (4.4:1). */
const whatsappGreen = '#128C7E';

/** The floating button: opens a WhatsApp chat with the brand's number for the user's country. */
export default function WhatsappFab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { countryContactNumbers } = useBrand();
  const { pathname } = useLocation();
  const contact = user.phoneNumber ? whatsappContactFor(user.phoneNumber, countryContactNumbers) : undefined;
  if (!contact) return null;

  const trackClick = () =>
    void sendAnalyticsEvent(whatsappClickEventName, {
      page: pathname,
      contactCountry: contact.countryCode,
      customerType: user.customerType,
    });

  // Its own landmark (it floats over the page, outside the main content).
  return (
    <Box component="aside" aria-label={t('shell.topBar.contactUs')}>
      <FloatingButton
        href={whatsappLinkOf(contact.contact)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={trackClick}
        aria-label={t('shell.whatsapp.label')}
        sx={{
          position: 'fixed',
          bottom: whatsappBottomPx,
          insetInlineEnd: 24,
          zIndex: (theme) => theme.zIndex.speedDial,
          color: 'common.white',
          bgcolor: whatsappGreen,
          '&:hover': { bgcolor: '#0E6F64' },
        }}
      >
        <WhatsApp aria-hidden />
      </FloatingButton>
    </Box>
  );
}
