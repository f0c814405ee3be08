import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** HSTS (and upgrading mixed content) only make sense when users reach us over https. */
  publicUrl: string;
}

/**
 * The Content-Security-Policy: our own origin only. Styles also allow inline because MUI's
 * emotion injects `<style>` tags at run time (docs/decisions: 021-server-content-security-policy.md).
 */
export function contentSecurityPolicyDirectives(servedOverHttps: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(servedOverHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Helmet on every answer (API, web app, 404s): CSP, nosniff, referrer policy, framing, HSTS. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(servedOverHttps) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Brands are served on customers' own host names; their subdomains are not ours to pin.
      strictTransportSecurity: servedOverHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
