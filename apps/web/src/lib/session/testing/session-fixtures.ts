import type { SessionUserClaims } from '@freightdesk/domain';

/** Test support for session code (not a test file itself). */

/** Claims of a signed-in customer (Spanish shipper, preferred currency EUR). */
export const shipperClaims: SessionUserClaims = {
  customer_type: 'STANDARD',
  email: 'ana@shipper.example',
  phone_number: '+34600000000',
  contact_name: 'Ana',
  contact_surname: 'Ruiz',
  legal_name: 'Shipper SL',
  is_company: true,
  preferred_currency: 'EUR',
  preferred_language: 'es',
  backend_customer_id: 'c-1',
  backend_external_user_id: null,
  backend_branch_id: 'ES',
  is_test: false,
  expired_at: '2099-01-01T00:00:00+00:00',
};

/** Claims of a signed-in US customer (English, preferred currency USD). */
export const usCustomerClaims: SessionUserClaims = {
  customer_type: 'STANDARD',
  email: 'ana@example.com',
  phone_number: '+13055550100',
  contact_name: 'Ana',
  contact_surname: null,
  legal_name: 'Ana Imports',
  is_company: true,
  preferred_currency: 'USD',
  preferred_language: 'en',
  backend_customer_id: 'customer-1',
  backend_external_user_id: null,
  backend_branch_id: 'US',
  is_test: true,
  expired_at: '2099-01-01T00:00:00.000Z',
};

/** base64url of the UTF-8 text, as a JWT segment is written. */
function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT carrying `payload` (the web app only reads the payload). */
export function unsignedJwt(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}
