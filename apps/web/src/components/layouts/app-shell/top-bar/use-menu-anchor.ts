import { useCallback, useId, useState, type MouseEvent } from 'react';

/**
 * Open state of a top bar dropdown and the ARIA wiring between its button and its menu. The
 * menu is rendered from its first opening on (`hasOpened`), so its code loads only when needed.
 */
export function useMenuAnchor({ preload }: { preload?: () => void } = {}) {
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
  return {
    isOpen,
    hasOpened,
    close,
    buttonProps: {
      id: buttonId,
      onClick: open,
      onPointerEnter: preload,
      onFocus: preload,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? menuId : undefined,
    },
    menuProps: {
      id: menuId,
      anchorEl: anchorElement,
      open: isOpen,
      onClose: close,
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}

export type DropdownMenuProps = ReturnType<typeof useMenuAnchor>['menuProps'];
