/**
 * Feature flags a brand sets (docs/product/brands.md#feature-flags, plus the configuration flags
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
  /** WhatsApp display feature flag (docs/product/shell.md#whatsapp-button). */
  'whatsappDisplay',
  /** Configuration flag: always show the WhatsApp button (docs/product/shell.md#whatsapp-button). */
  'alwaysShowWhatsapp',
  /** Configuration flag: the unknown-error modal lists phone contacts (docs/product/shell.md#global-notices). */
  'showErrorModalPhoneContacts',
  /**
   * Partner single sign-on: only the partner login button on the login screen
   * (docs/product/accounts.md#sign-in-screen).
   */
  'partnerSingleSignOn',
  /**
   * OAuth sign-in: sign-in, sign-up and reset pages are offered only when off (docs/product/accounts.md#sign-up-forms).
   */
  'oauth',
  /**
   * The brand requires e-mail verification at sign-up (202 + one-time code, docs/product/accounts.md#one-time-codes).
   */
  'requireEmailVerification',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;
