/** A `tel:` link for a number written for people (`+34 910 60 45 12` → `tel:+34910604512`). */
export function telephoneHref(contact: string): string {
  return `tel:${contact.replace(/[^\d+]/g, '')}`;
}

/** A country's name in `language`, from the browser's own data (the code itself if it has none). */
export function countryNameOf(countryCode: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
}
