// One reader of a fresh token for every feature (lib/session); re-exported for the auth feature's modules.
export { claimsOfToken } from '@/lib/session/claims-of-token';
