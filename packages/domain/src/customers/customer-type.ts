/** Backend customer types (seed 000 §1). */
export const customerTypes = ['STANDARD', 'TOP', 'MOVING', 'B2C', 'STUDENT', 'PARTNER'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Profiles a user chooses at sign-up (seed 000 §1). */
export const customerProfiles = ['business', 'agent', 'mover', 'student'] as const;
export type CustomerProfile = (typeof customerProfiles)[number];

/** Keys of the brand-allowed profile mapping (seed 000 §3). */
export const allowedUserProfileKeys = ['individual', 'relocationCompany', 'business', 'agent', 'student'] as const;
export type AllowedUserProfileKey = (typeof allowedUserProfileKeys)[number];

/** Quote categories (seed 000 §1). */
export const quoteCategories = ['commercial', 'relocation', 'courier', 'student'] as const;
export type QuoteCategory = (typeof quoteCategories)[number];

/** Shipment types offered by quote categories (seed 000 §6). */
export const categoryShipmentTypes = ['FCL', 'LCL', 'AIR', 'LTL'] as const;
export type CategoryShipmentType = (typeof categoryShipmentTypes)[number];
