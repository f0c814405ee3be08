// The customer row both booking repositories read (a new booking's and the existing ones'): one type for both.

/** A customer as booking needs them: who to mail, in which language, and whether they have a password. */
export interface BookingCustomer {
  id: string;
  email: string;
  contactName: string;
  contactSurname: string | null;
  preferredLanguage: string;
  hasPassword: boolean;
}
