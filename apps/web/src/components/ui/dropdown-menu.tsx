import { Suspense, useCallback, useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { To } from 'react-router';
import { lazyPart } from '@/lib/lazy-part';
import { Button, type ButtonProps } from './button';

export interface DropdownMenuItem {
  id: string;
  label: ReactNode;
  /** A second line under the label. */
  secondary?: ReactNode;
  /** Decorative, before the label. */
  icon?: ReactNode;
  /** A page of the app (localized href) or another address; else `onSelect` acts. */
  to?: To;
  href?: string;
  onSelect?: () => void;
  /** The current choice (aria-current, highlighted). */
  isSelected?: boolean;
  /** The item's language, when it differs from the page's (a language's own name). */
  lang?: string;
}

export interface DropdownMenuProps {
  /** The button's content. */
  children: ReactNode;
  /** The button's look and label (`aria-label` when its content does not name it). */
  buttonProps?: Omit<ButtonProps, 'children' | 'onClick' | 'to' | 'href'>;
  items: readonly DropdownMenuItem[];
  /** Which end of the button the menu lines up with: start (default) or end. */
  align?: 'start' | 'end';
}

// MUI's Menu, fetched when a menu is about to open (pointer over, focus): not part of `/` (ADR 042).
const menuList = lazyPart('dropdown-menu', () => import('./dropdown-menu-list'));

/**
 * A button opening a menu of links or actions (ADR 047): the button is the app's `Button`, the
 * menu MUI's (keyboard navigation, focus return, Escape), loaded on first use. Choosing an item
 * closes the menu.
 */
export function DropdownMenu({ children, buttonProps, items, align = 'start' }: DropdownMenuProps) {
  const [anchorElement, setAnchorElement] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const isOpen = anchorElement !== null;
  const open = useCallback((event: MouseEvent<HTMLElement>) => {
    setAnchorElement(event.currentTarget);
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setAnchorElement(null), []);
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        id={buttonId}
        onClick={open}
        onPointerEnter={menuList.preload}
        onFocus={menuList.preload}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
      >
        {children}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <menuList.Component
            id={menuId}
            buttonId={buttonId}
            anchorElement={anchorElement}
            onClose={close}
            items={items}
            align={align}
          />
        </Suspense>
      )}
    </>
  );
}
