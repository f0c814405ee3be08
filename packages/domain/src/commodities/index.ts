// Public surface of the commodities rules; see the modules beside this file.
export * from './commodity-acceptance';
export * from './commodity-messages';
export * from './commodity-options';
export * from './commodity-schema';
export * from './commodity-profile-rules';
export * from './sign-up-commodity';
