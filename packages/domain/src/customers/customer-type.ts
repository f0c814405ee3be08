/** Backend customer types (docs/product/README.md#customer-profiles-and-customer-types). */
export const customerTypes = ['STANDARD', 'TOP', 'MOVING', 'B2C', 'STUDENT', 'PARTNER'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Profiles a user chooses at sign-up (docs/product/README.md#customer-profiles-and-customer-types). */
export const customerProfiles = ['business', 'agent', 'mover', 'student'] as const;
export type CustomerProfile = (typeof customerProfiles)[number];

/** Keys of the brand-allowed profile mapping (docs/product/accounts.md#profile-mapping). */
export const allowedUserProfileKeys = ['individual', 'relocationCompany', 'business', 'agent', 'student'] as const;
export type AllowedUserProfileKey = (typeof allowedUserProfileKeys)[number];

/** Quote categories (docs/product/README.md#quote-categories). */
export const quoteCategories = ['commercial', 'relocation', 'courier', 'student'] as const;
export type QuoteCategory = (typeof quoteCategories)[number];

/** Shipment types offered by quote categories (docs/product/README.md#quote-categories). */
export const categoryShipmentTypes = ['FCL', 'LCL', 'AIR', 'LTL'] as const;
export type CategoryShipmentType = (typeof categoryShipmentTypes)[number];
