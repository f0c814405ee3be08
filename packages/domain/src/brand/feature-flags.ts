/**
 * Feature flags a brand sets (seed 000 §6 and seed 001 §6, plus the configuration flags
 * those sections describe in prose). All default to off unless the brand file says otherwise.
 */
export const featureFlagNames = [
  'requoteStep',
  'shareQuote',
  'serviceItemIncludedIndicator',
  'messagingDisplay',
  'ltl',
  'ltlInOnboarding',
  'tabularRateCard',
  'commodityInQuoteForm',
  'optimizedQuoteResult',
  'b2cFlow',
  'b2cInOnboarding',
  'rateManagement',
  'quoteWithAi',
  'customSignupForm',
  'showAuthSlideOutSignupBanner',
  /** WhatsApp display feature flag (seed 000 §2). */
  'whatsappDisplay',
  /** Configuration flag: always show the WhatsApp button (seed 000 §2). */
  'alwaysShowWhatsapp',
  /** Configuration flag: the unknown-error modal lists phone contacts (seed 000 §8). */
  'showErrorModalPhoneContacts',
  /** Partner single sign-on: only the partner login button on the login screen (seed 000 §2). */
  'partnerSingleSignOn',
  /** OAuth sign-in: sign-in, sign-up and reset pages are offered only when off (seed 000 §2). */
  'oauth',
  /** The brand requires e-mail verification at sign-up (202 + one-time code, seed 000 §7). */
  'requireEmailVerification',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;
