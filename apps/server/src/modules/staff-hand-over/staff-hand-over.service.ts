import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import {
  sectionOfConsolePath,
  staffMayOpenSection,
  type BrandConfiguration,
  type StaffHandOverRequest,
} from '@freightdesk/domain';
import { compactDecrypt, CompactEncrypt, importPKCS8, importSPKI } from 'jose';
import { AppError } from '../../errors/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';

/** The key and content encryption of a hand-over token (JWE compact serialisation). */
const keyAlgorithm = 'RSA-OAEP-256';
const contentEncryption = 'A256GCM';
/** A hand-over token is opened within this time or never (it travels in a URL). */
export const handOverTokenTtlMs = 60_000;
const privateKeySecretName = 'staff-hand-over-private-key';

export interface StaffHandOverServiceOptions {
  accountsService: AccountsService;
  brandsService: BrandsService;
  now?: () => number;
}

export type StaffHandOverService = ReturnType<typeof createStaffHandOverService>;

/** Where a request arrived: the host (with port) the browser used, and its scheme. */
export interface HandOverOrigin {
  host: string;
  hostname: string;
  protocol: string;
}

interface HandOverPayload {
  /** The staff member's session token on the sending host. */
  jwt: string;
  /** The admin host the token is for. */
  aud: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/**
 * The hand-over to the admin host (docs/product/staff.md#admin-panel, ADR 075). The sending host encrypts the staff
 * member's token with the admin host's public key (RSA-OAEP-256 + A256GCM, a JWE); the admin host's `/auth` page
 * sends it back to its own server, which decrypts it, checks the token and opens a session of its own. This
 * deployment's key pair is made on first use and kept with the server secrets (every process shares it), so a brand
 * whose admin host is another host of this deployment needs no key configured.
 */
export function createStaffHandOverService({
  accountsService,
  brandsService,
  now = Date.now,
}: StaffHandOverServiceOptions) {
  let privateKeyPem: Promise<string> | undefined;
  function ownPrivateKeyPem(): Promise<string> {
    privateKeyPem ??= accountsService
      .serverSecret(privateKeySecretName, () =>
        generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      )
      .catch((error: unknown) => {
        privateKeyPem = undefined;
        throw error;
      });
    return privateKeyPem;
  }

  /** This deployment's public key (SPKI PEM): what a brand configures as `adminHostPublicKey` elsewhere. */
  async function ownPublicKeyPem(): Promise<string> {
    return createPublicKey(await ownPrivateKeyPem())
      .export({ type: 'spki', format: 'pem' })
      .toString();
  }

  const isSameHost = (adminHost: string, origin: HandOverOrigin) =>
    adminHost.includes(':') ? adminHost === origin.host : adminHost === origin.hostname;

  return {
    ownPublicKeyPem,

    /**
     * Where the browser goes to open a console path: the path itself when this host is the admin host, else
     * `{admin host}/auth?token=…&fallbackUrl=…`. 403 ACCESS_FORBIDDEN when the role may not open the path's section.
     */
    async start(
      session: SessionToken,
      jwt: string,
      { fallbackUrl }: StaffHandOverRequest,
      origin: HandOverOrigin,
    ): Promise<{ redirectUrl: string }> {
      const section = sectionOfConsolePath(fallbackUrl);
      if (!section || !staffMayOpenSection(session.claims, section)) throw new AppError('ACCESS_FORBIDDEN');
      const brand: BrandConfiguration = await brandsService.configurationForHost(origin.hostname);
      if (!brand.adminHost || isSameHost(brand.adminHost, origin)) return { redirectUrl: fallbackUrl };
      const publicKey = await importSPKI(brand.adminHostPublicKey ?? (await ownPublicKeyPem()), keyAlgorithm);
      const payload: HandOverPayload = { jwt, aud: brand.adminHost, exp: now() + handOverTokenTtlMs };
      const token = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: keyAlgorithm, enc: contentEncryption })
        .encrypt(publicKey);
      const target = new URL(`${origin.protocol}://${brand.adminHost}/auth`);
      target.searchParams.set('token', token);
      target.searchParams.set('fallbackUrl', fallbackUrl);
      return { redirectUrl: target.href };
    },

    /**
     * On the admin host: the hand-over token opened with this deployment's private key; a session of this host for
     * the staff member it names. 401 UNAUTHORIZED for a token that does not open, is for another host, has expired or
     * carries a dead session; 403 ACCESS_FORBIDDEN when it is not a staff member's or is of another brand.
     */
    async accept(token: string, origin: HandOverOrigin): Promise<{ jwt: string }> {
      let payload: HandOverPayload;
      try {
        const privateKey = await importPKCS8(await ownPrivateKeyPem(), keyAlgorithm);
        const { plaintext } = await compactDecrypt(token, privateKey, {
          keyManagementAlgorithms: [keyAlgorithm],
          contentEncryptionAlgorithms: [contentEncryption],
        });
        payload = JSON.parse(new TextDecoder().decode(plaintext)) as HandOverPayload;
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      if (typeof payload.jwt !== 'string' || typeof payload.exp !== 'number' || payload.exp <= now())
        throw new AppError('UNAUTHORIZED');
      if (typeof payload.aud !== 'string' || !isSameHost(payload.aud, origin)) throw new AppError('UNAUTHORIZED');
      const staffToken = await accountsService.sessions.requireToken(`Bearer ${payload.jwt}`);
      const brand = await brandsService.configurationForHost(origin.hostname);
      if (staffToken.brandId !== brand.id || staffToken.impersonatorId) throw new AppError('ACCESS_FORBIDDEN');
      const member = await accountsService.findCustomerById(staffToken.customerId);
      if (!member) throw new AppError('UNAUTHORIZED');
      if (!accountsService.sessions.isStaff(member)) throw new AppError('ACCESS_FORBIDDEN');
      return { jwt: await accountsService.sessions.issue(member) };
    },
  };
}
