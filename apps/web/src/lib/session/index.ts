export { SessionProvider, useSession, isNewUserStorageKey, type Session, type LogInOptions } from './session-context';
export { toSessionUser, type SessionUser, type UserType } from './session-user';
export { authCookieName, readAuthToken } from './auth-token';
