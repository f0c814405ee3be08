import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DirectionsBoatOutlined from '@mui/icons-material/DirectionsBoatOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The banner's variants (docs/product/accounts.md#auth-slide-out-panel): one per profile, courier, and a default. */
export const signUpBannerProfiles = [
  'business',
  'agent',
  'student',
  'moverIndividual',
  'moverCompany',
  'courier',
  'default',
] as const;
export type SignUpBannerProfile = (typeof signUpBannerProfiles)[number];

/** Banner width (docs/product/shell.md#layout-numbers). */
export const signUpBannerWidthPx = 342;
const benefitCount = 3;

/**
 * The variant for the page's query: courier for the courier quote category, else the profile
 * (a mover by customerType individual or company), else the default.
 */
export function signUpBannerProfileOf(query: { get(name: string): string | null }): SignUpBannerProfile {
  if (query.get('quoteCategory') === 'courier') return 'courier';
  const customerProfile = query.get('customerProfile');
  if (customerProfile === 'business' || customerProfile === 'agent' || customerProfile === 'student')
    return customerProfile;
  if (customerProfile === 'mover') {
    const customerType = query.get('customerType');
    if (customerType === 'individual') return 'moverIndividual';
    if (customerType === 'company') return 'moverCompany';
  }
  return 'default';
}

/** Drawn instead of a photograph: the profile's pictogram over the brand's colours (ADR 039). */
const pictogramOf: Record<SignUpBannerProfile, ReactNode> = {
  business: <BusinessOutlined />,
  agent: <SupportAgentOutlined />,
  student: <SchoolOutlined />,
  moverIndividual: <HomeOutlined />,
  moverCompany: <LocalShippingOutlined />,
  courier: <Inventory2Outlined />,
  default: <DirectionsBoatOutlined />,
};

/**
 * The sign-up banner beside the panel's sign-up view when showAuthSlideOutSignupBanner is on
 * (docs/product/accounts.md#sign-up-forms): a title, the benefits and a background that depend on the profile.
 */
export function SignUpBanner({ profile }: { profile: SignUpBannerProfile }) {
  const { t } = useTranslation();
  const key = (suffix: string) => `auth.signUpBanner.${profile}.${suffix}`;
  return (
    <Box
      data-banner-profile={profile}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        flexShrink: 0,
        width: signUpBannerWidthPx,
        p: 4,
        pt: 8,
        color: 'common.white',
        background:
          `linear-gradient(160deg, ${theme.palette.brand.primary.p500} 0%, ` +
          `${theme.palette.brand.primary.p600} 100%)`,
      })}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', insetInlineEnd: -48, bottom: -48, opacity: 0.14, '& svg': { fontSize: 260 } }}
      >
        {pictogramOf[profile]}
      </Box>
      <Typography component="h3" variant="h5" sx={{ position: 'relative', fontWeight: 700, mb: 3, color: 'inherit' }}>
        {t(key('title'))}
      </Typography>
      <Box component="ul" sx={{ position: 'relative', listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {Array.from({ length: benefitCount }, (_, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleOutlined aria-hidden sx={{ mt: 0.25 }} />
            <Typography sx={{ color: 'inherit' }}>{t(key(`benefit${index + 1}`))}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
