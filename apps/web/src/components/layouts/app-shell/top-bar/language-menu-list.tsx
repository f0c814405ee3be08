import type { Language } from '@freightdesk/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DropdownMenuProps } from './use-menu-anchor';

export interface LanguageMenuListProps {
  menuProps: DropdownMenuProps;
  language: Language;
  languages: readonly { code: Language; name: string }[];
  onChoose(language: Language): void;
}

/** The language dropdown's list: each language named in itself and marked with its `lang`. */
export default function LanguageMenuList({ menuProps, language, languages, onChoose }: LanguageMenuListProps) {
  return (
    <Menu {...menuProps}>
      {languages.map(({ code, name }) => (
        <MenuItem
          key={code}
          lang={code}
          selected={code === language}
          aria-current={code === language ? 'true' : undefined}
          onClick={() => onChoose(code)}
        >
          {name}
        </MenuItem>
      ))}
    </Menu>
  );
}
