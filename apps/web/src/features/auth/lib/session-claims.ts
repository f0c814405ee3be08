// One reader of a fresh token for every feature (lib/session); re-exported for the auth feature's modules.
export { claimsOfToken } from '@/lib/session/claims-of-token';

/** The `{ data: { jwt } }` answer of the sign-in calls. */
export interface JwtAnswer {
  data: { jwt: string };
}
