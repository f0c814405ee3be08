import { z } from 'zod';
import {
  allowedUserProfileKeys,
  categoryShipmentTypes,
  customerProfiles,
  quoteCategories,
} from '../customers/customer-type';
import { defaultMaxUploadMb } from '../bookings/booking-documents';
import { supportedLanguages } from '../i18n/languages';
import { paymentsConfigurationSchema } from '../payments/payment-configuration';
import { backendBranches } from './backend-branches';
import { featureFlagNames, type FeatureFlagName } from './feature-flags';
import { serviceSwitchNames, type ServiceSwitchName } from './service-switches';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const httpsOrRelativeUrl = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'an absolute or root-relative URL');
const countryIsoCode = z.string().regex(/^[A-Z]{2}$/);

export { backendBranches, type BackendBranch } from './backend-branches';

const legalLinks = z.object({ termsUrl: httpsOrRelativeUrl, privacyUrl: httpsOrRelativeUrl });

const flagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean().default(false)])) as Record<
    FeatureFlagName,
    z.ZodDefault<z.ZodBoolean>
  >,
);
const servicesSchema = z.object(
  Object.fromEntries(serviceSwitchNames.map((name) => [name, z.boolean()])) as Record<ServiceSwitchName, z.ZodBoolean>,
);

export const countryContactSchema = z.object({ countryCode: countryIsoCode, contact: z.string().min(3) });
export type CountryContact = z.infer<typeof countryContactSchema>;

/** Which optional questions the standard sign-up form asks (docs/product/accounts.md#sign-up-forms). */
export const signupFormConfigurationSchema = z.object({
  showCommodity: z.boolean(),
  showShipmentLastYear: z.boolean(),
  showNextShipment: z.boolean(),
  showNetwork: z.boolean(),
});

/** Booking documents (docs/product/booking.md#documents): the upload size limit in MB (1 MB = 1,048,576 bytes). */
export const documentsConfigurationSchema = z.object({
  maxUploadMb: z.number().int().min(1).max(100).default(defaultMaxUploadMb),
});

/**
 * The brand configuration as served by `GET /configuration` (docs/product/brands.md#brand-configuration). Brands are
 * data: a JSON file per brand, validated by this schema when the server loads it.
 */
export const brandConfigurationSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** The app-origin type the web client sends with every call (docs/product/shell.md#calls-every-screen-makes). */
  type: z.string().min(1),
  logoPath: httpsOrRelativeUrl,
  collapsedLogoPath: httpsOrRelativeUrl,
  favIconPath: httpsOrRelativeUrl,
  primaryColor: z.object({
    p100: hexColour,
    p200: hexColour,
    p300: hexColour,
    p400: hexColour,
    p500: hexColour,
    p600: hexColour,
  }),
  secondaryColor: z.object({
    a100: hexColour,
    a200: hexColour,
    a300: hexColour,
    a400: hexColour,
    a500: hexColour,
    a600: hexColour,
  }),
  /** Typeface pairing; both faces are bundled with the web app (no external font host). */
  typeface: z.object({ display: z.enum(['Poppins']), body: z.enum(['Inter']) }),
  contactEmails: z.object({ support: z.email(), sales: z.email(), operations: z.email() }),
  /** Terms and privacy links per backend branch. */
  legalLinksByBranch: z.partialRecord(z.enum(backendBranches), legalLinks),
  /** Privacy policy link per language, for the side menu footer. */
  privacyPolicyUrlByLanguage: z.partialRecord(z.enum(supportedLanguages), httpsOrRelativeUrl),
  faqUrl: httpsOrRelativeUrl,
  /** Overrides the forgot-password link on the login screen (docs/product/accounts.md#sign-in-screen). */
  forgotPasswordUrl: httpsOrRelativeUrl.nullable().default(null),
  cookieDomains: z.array(z.string().min(1)),
  /**
   * The host that owns the session (docs/product/accounts.md#log-out): logging out on any other host of the brand
   * ends on this host's log-out page, which clears its cookies too. A host name, optionally with
   * a port; null when the brand has one host.
   */
  mainHost: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i)
    .nullable()
    .default(null),
  /**
   * The host of the staff console (docs/product/staff.md#admin-panel, ADR 075): `/auth?section=` hands the staff
   * member's token over to it, encrypted with its public key. Null: the console is on the brand's own host (ours is
   * part of this product), and the hand-over opens the section directly.
   */
  adminHost: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i)
    .nullable()
    .default(null),
  /**
   * The admin host's public key (an RSA key as SPKI PEM) when another deployment serves it; null: this deployment
   * serves the admin host too and encrypts with its own hand-over key.
   */
  adminHostPublicKey: z.string().startsWith('-----BEGIN PUBLIC KEY-----').nullable().default(null),
  featureFlags: flagsSchema,
  services: servicesSchema,
  supportedLanguages: z.array(z.enum(supportedLanguages)).min(1),
  allowedUserProfile: z.array(z.enum(allowedUserProfileKeys)).min(1),
  quoteCategoryOptions: z.array(z.enum(quoteCategories)),
  customerProfileOptions: z.array(z.enum(customerProfiles)),
  shipmentTypeOptions: z.array(z.enum(categoryShipmentTypes)),
  countryContactNumbers: z.array(countryContactSchema),
  /** Phone contacts listed by the unknown-error modal when its flag is on (five countries). */
  errorModalContacts: z.array(countryContactSchema),
  signupForm: signupFormConfigurationSchema,
  documents: documentsConfigurationSchema.default({ maxUploadMb: defaultMaxUploadMb }),
  minCharacterVerifyEmail: z.number().int().min(1).max(12),
  /** The brand's own claims, shown on the onboarding journey (docs/product/brands.md#brand-configuration). */
  statistics: z.object({
    tradeLanes: z.number().int().nonnegative(),
    instantQuotes: z.number().int().nonnegative(),
    rating: z.number().min(0).max(5),
    ratingCount: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    quotesPerDay: z.number().int().nonnegative(),
    continents: z.number().int().nonnegative(),
  }),
  /**
   * Payment fees per mode and the bank details wire transfers are paid to, per backend branch
   * (docs/product/booking.md#payment-options, docs/decisions/065-payments.md).
   */
  payments: paymentsConfigurationSchema,
});

export type BrandConfiguration = z.infer<typeof brandConfigurationSchema>;
export type BrandConfigurationInput = z.input<typeof brandConfigurationSchema>;

/** A brand file: the public configuration plus the host names it is served on (server only). */
export const brandFileSchema = z.object({
  hostnames: z.array(z.string().min(1)).min(1),
  /** Serve this brand when no brand claims the request's host name. */
  isDefault: z.boolean().default(false),
  configuration: brandConfigurationSchema,
});
export type BrandFile = z.infer<typeof brandFileSchema>;
