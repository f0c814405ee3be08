import { backendBranchForLanguage, type BrandConfiguration, type Language } from '@freightdesk/domain';

/** What a mail shows of its brand (ADR 067): every URL absolute, on the brand's own host. */
export interface MailBrand {
  name: string;
  /** The brand's logo on its host; none: the name is written in the primary colour instead. */
  logoUrl: string | null;
  /** `#rrggbb`: the top rule, the buttons and the name. */
  primaryColor: string;
  supportEmail: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
}

/** The look of a mail whose brand is known by name only (a test, or a brand gone since). */
export function plainMailBrand(name: string): MailBrand {
  return { name, logoUrl: null, primaryColor: '#34486a', supportEmail: null, termsUrl: null, privacyUrl: null };
}

/**
 * The origin of the brand's links: `publicUrl` on the brand's first host name, unless the public
 * URL's host already is one of the brand's (so a test or single-brand server keeps its URL).
 */
export function brandBaseUrl(publicUrl: string, hostnames: readonly string[]): string {
  const url = new URL(publicUrl);
  const hostname = hostnames[0];
  if (hostname !== undefined && !hostnames.includes(url.hostname)) url.hostname = hostname;
  return url.origin;
}

/**
 * The brand as mails show it in `language`: its logo and links made absolute on its host, the
 * legal links of the backend branch of the language (as the sign-up form picks them), the
 * privacy policy in the language where the brand has one.
 */
export function mailBrandOf(
  configuration: BrandConfiguration,
  hostnames: readonly string[],
  publicUrl: string,
  language: Language,
): MailBrand {
  const origin = brandBaseUrl(publicUrl, hostnames);
  const absolute = (url: string | undefined) => (url === undefined ? null : new URL(url, origin).href);
  const legal =
    configuration.legalLinksByBranch[backendBranchForLanguage(language)] ?? configuration.legalLinksByBranch.US;
  return {
    name: configuration.name,
    logoUrl: absolute(configuration.logoPath),
    primaryColor: configuration.primaryColor.p500,
    supportEmail: configuration.contactEmails.support,
    termsUrl: absolute(legal?.termsUrl),
    privacyUrl: absolute(configuration.privacyPolicyUrlByLanguage[language] ?? legal?.privacyUrl),
  };
}
