import type { CountryContact } from '@freightdesk/domain';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DropdownMenuProps } from './use-menu-anchor';

/** A `tel:` link for a number written for people (`+34 910 60 45 12` → `tel:+34910604512`). */
export function telephoneHref(contact: string): string {
  return `tel:${contact.replace(/[^\d+]/g, '')}`;
}

export interface CountryContactListProps {
  menuProps: DropdownMenuProps;
  contacts: readonly (CountryContact & { countryName: string })[];
}

/** The contact dropdown's list: country name and its number, each a call link. */
export default function CountryContactList({ menuProps, contacts }: CountryContactListProps) {
  return (
    <Menu {...menuProps}>
      {contacts.map(({ countryCode, countryName, contact }) => (
        <MenuItem key={countryCode} component="a" href={telephoneHref(contact)} onClick={menuProps.onClose}>
          {/* Phone numbers read left to right, also in right-to-left languages. */}
          <ListItemText primary={countryName} secondary={<span dir="ltr">{contact}</span>} />
        </MenuItem>
      ))}
    </Menu>
  );
}
