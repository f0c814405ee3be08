// The CSV export's texts: the `staffShipments` area of the web app's translation files (its
// headers) and the shared `bookings` area (status and pending-action names), read by the server
// as the mail texts are (ADR 067, ADR 077).
import type { Language } from '@freightdesk/domain';
import arBookings from '../../../../web/src/locales/ar/bookings.json' with { type: 'json' };
import ar from '../../../../web/src/locales/ar/staffShipments.json' with { type: 'json' };
import enBookings from '../../../../web/src/locales/en/bookings.json' with { type: 'json' };
import en from '../../../../web/src/locales/en/staffShipments.json' with { type: 'json' };
import esBookings from '../../../../web/src/locales/es/bookings.json' with { type: 'json' };
import es from '../../../../web/src/locales/es/staffShipments.json' with { type: 'json' };
import ptBookings from '../../../../web/src/locales/pt/bookings.json' with { type: 'json' };
import pt from '../../../../web/src/locales/pt/staffShipments.json' with { type: 'json' };

export interface StaffShipmentsCsvTexts {
  headers: typeof en.staffShipments.csv;
  status: typeof enBookings.bookings.status;
  pendingAction: typeof enBookings.bookings.pendingAction;
}

const textsByLanguage: Record<Language, StaffShipmentsCsvTexts> = {
  en: { headers: en.staffShipments.csv, ...namesOf(enBookings.bookings) },
  es: { headers: es.staffShipments.csv, ...namesOf(esBookings.bookings) },
  pt: { headers: pt.staffShipments.csv, ...namesOf(ptBookings.bookings) },
  ar: { headers: ar.staffShipments.csv, ...namesOf(arBookings.bookings) },
};

function namesOf(bookings: typeof enBookings.bookings) {
  return { status: bookings.status, pendingAction: bookings.pendingAction };
}

export function staffShipmentsCsvTextsOf(language: Language): StaffShipmentsCsvTexts {
  return textsByLanguage[language];
}
