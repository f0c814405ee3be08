import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Close from '@mui/icons-material/Close';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { displayNameOf, fallbackLanguage, stripLanguagePrefix } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { PlainList } from '@/components/ui/plain-list';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';
import { MenuDivider } from '../menu-divider';
import { QuoteMenuGroupIcon } from '../quote-menu/quote-menu-group-icon';
import { useQuoteMenu } from '../quote-menu/use-quote-menu';
import { sideMenuHeaderMaxHeightPx, sideMenuHeaderMinHeightPx, sideMenuId } from '../shell-dimensions';
import { MenuAccordions, type MenuAccordionGroup } from './menu-accordions';
import { MenuEntry } from './menu-entry';
import { activeSideMenuEntry, sideMenuEntryIds, sideMenuEntryTargets, type SideMenuEntryId } from './side-menu-entries';
import { useAdminPanelGroup } from './use-admin-panel-group';

const entryIcons: Record<SideMenuEntryId, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  quotes: <RequestQuoteOutlined aria-hidden />,
  bookings: <AssignmentOutlined aria-hidden />,
  profile: <PersonOutlined aria-hidden />,
  dataIntelligence: <InsightsOutlined aria-hidden />,
};

export interface SideMenuContentProps {
  /** Desktop only: icons without labels. */
  isCollapsed: boolean;
  /** The customer links' businessIntelligence value (docs/product/shell.md#side-menu): shows Data intelligence. */
  isDataIntelligenceEnabled: boolean;
  /** Desktop, collapsed: open the menu (a group's icon was chosen). */
  onExpand?: () => void;
  /** Mobile: the drawer closes (close button, any link followed). */
  onClose?: () => void;
}

/**
 * What the side menu shows (docs/product/shell.md#side-menu): the brand logo, the main entries, the quote menu
 * (plus the admin panel for staff) as accordions, and a footer with FAQ, privacy policy and
 * logout. On mobile (`onClose` given) it also shows who is signed in, as the top bar does not.
 */
export function SideMenuContent({ isCollapsed, isDataIntelligenceEnabled, onExpand, onClose }: SideMenuContentProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useLanguage();
  const { user, isLoggedIn } = useSession();
  const localizedHref = useLocalizedHref();
  const { pathname, search } = useLocation();
  const currentHref = stripLanguagePrefix(pathname) + search;
  const activeEntry = activeSideMenuEntry(pathname);

  const quoteMenu = useQuoteMenu();
  const adminPanel = useAdminPanelGroup();
  const groups: MenuAccordionGroup[] = [
    ...quoteMenu.map((group) => ({ ...group, icon: <QuoteMenuGroupIcon groupId={group.id} /> })),
    ...(adminPanel ? [adminPanel] : []),
  ];
  // The group of the current page opens first, else the first group (docs/product/shell.md#side-menu); null: all
  // closed.
  const [chosenGroupId, setChosenGroupId] = useState<string | null>(
    () => groups.find((group) => group.items.some((item) => item.href === currentHref))?.id ?? groups[0]?.id ?? null,
  );
  const openGroupId =
    chosenGroupId === null
      ? undefined
      : groups.some((group) => group.id === chosenGroupId)
        ? chosenGroupId
        : groups[0]?.id;

  const entryIds = sideMenuEntryIds.filter((entryId) => entryId !== 'dataIntelligence' || isDataIntelligenceEnabled);
  const privacyPolicyUrl =
    brand.privacyPolicyUrlByLanguage[language] ?? brand.privacyPolicyUrlByLanguage[fallbackLanguage];
  const homeHref = localizedHref(paths.home.getHref());

  return (
    <Box
      component="nav"
      id={sideMenuId}
      aria-label={t('shell.sideMenu.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: isCollapsed ? 'center' : 'space-between',
          gap: 1,
          minHeight: sideMenuHeaderMinHeightPx,
          maxHeight: sideMenuHeaderMaxHeightPx,
          px: isCollapsed ? 1 : 2.5,
          flexShrink: 0,
        }}
      >
        <TextLink to={homeHref} onClick={onClose} sx={{ display: 'flex', borderRadius: 1 }}>
          <Box
            component="img"
            src={isCollapsed ? brand.collapsedLogoPath : brand.logoPath}
            alt={t('shell.sideMenu.logoHome', { brandName: brand.name })}
            sx={isCollapsed ? { width: 40, height: 40 } : { height: 40, maxWidth: 180 }}
          />
        </TextLink>
        {onClose && (
          <IconButton edge="end" onClick={onClose} aria-label={t('shell.sideMenu.close')}>
            <Close />
          </IconButton>
        )}
      </Box>
      <MenuDivider />

      {onClose && isLoggedIn && user && (
        <Box sx={{ px: 2.5, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayNameOf(user)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      )}

      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        <PlainList sx={{ py: 1 }}>
          {entryIds.map((entryId) => (
            <MenuEntry
              key={entryId}
              label={t(`shell.sideMenu.${entryId}`)}
              icon={entryIcons[entryId]}
              href={paths[sideMenuEntryTargets[entryId]].getHref()}
              isActive={activeEntry === entryId}
              isCollapsed={isCollapsed}
              onNavigate={onClose}
            />
          ))}
        </PlainList>
        {groups.length > 0 && (
          <>
            <MenuDivider spacing={1} />
            {!isCollapsed && (
              <Typography
                id="side-menu-quote-menu"
                variant="overline"
                component="p"
                sx={{ px: 2.5, color: 'text.secondary' }}
              >
                {t('shell.quoteMenu.title')}
              </Typography>
            )}
            <PlainList
              aria-labelledby={isCollapsed ? undefined : 'side-menu-quote-menu'}
              aria-label={isCollapsed ? t('shell.quoteMenu.title') : undefined}
              sx={{ py: 1 }}
            >
              <MenuAccordions
                groups={groups}
                openGroupId={openGroupId}
                onToggleGroup={(groupId) => setChosenGroupId((current) => (current === groupId ? null : groupId))}
                onExpandToGroup={(groupId) => {
                  setChosenGroupId(groupId);
                  onExpand?.();
                }}
                currentHref={currentHref}
                isCollapsed={isCollapsed}
                onNavigate={onClose}
              />
            </PlainList>
          </>
        )}
      </Box>

      <MenuDivider />
      <PlainList aria-label={t('shell.sideMenu.footer')} sx={{ py: 1, flexShrink: 0 }}>
        <MenuEntry
          label={t('shell.sideMenu.faq')}
          icon={<HelpOutlineOutlined aria-hidden />}
          href={brand.faqUrl}
          isExternal
          isCollapsed={isCollapsed}
        />
        {privacyPolicyUrl && (
          <MenuEntry
            label={t('shell.sideMenu.privacyPolicy')}
            icon={<PrivacyTipOutlined aria-hidden />}
            href={privacyPolicyUrl}
            isExternal
            isCollapsed={isCollapsed}
          />
        )}
        {isLoggedIn && (
          <MenuEntry
            label={t('shell.sideMenu.logOut')}
            icon={<Logout aria-hidden />}
            href={paths.logOut.getHref()}
            isCollapsed={isCollapsed}
            onNavigate={onClose}
          />
        )}
      </PlainList>
    </Box>
  );
}
