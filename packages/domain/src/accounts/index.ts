// Public surface of the accounts rules: field rules and messages, sign-up layout, schemas and
// payload, account requests, session user and auth session, onboarding steps, rating stars.
export * from './validation-messages';
export * from './account-fields';
export * from './phone-number-field';
export * from './reference-lists';
export * from './sign-up-fields';
export * from './sign-up-form-schema';
export * from './sign-up-payload';
export * from './account-requests';
export * from './session-user';
export * from './auth-session';
export * from './onboarding';
export * from './onboarding-journey';
export * from './rating-stars';
export * from './phone-country';
export * from './customer-profile';
export * from './session-contracts';
export * from './account-contracts';
export * from './profile-contracts';
export * from './impersonation-contracts';
export * from './full-name';
