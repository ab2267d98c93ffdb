import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { currentSection, NAV_BUTTON_ID, type NavDisclosure, type NavLinkEntry } from '../nav-disclosure.tsx';

/**
 * The phone menu's state: it closes when the page changes (a link was followed), on a tap or
 * click outside it and its button, and on Escape, which returns focus to the Menu button.
 */
export function useNavDisclosure(links: readonly NavLinkEntry[], menuId: string): NavDisclosure {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | undefined>(undefined);
  const open = openAt === pathname;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(undefined);
      document.getElementById(NAV_BUTTON_ID)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && [NAV_BUTTON_ID, menuId].some((id) => document.getElementById(id)?.contains(target))) return;
      setOpenAt(undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, menuId]);

  return {
    open,
    toggle: () => setOpenAt(open ? undefined : pathname),
    currentLabel: currentSection(links, pathname)?.label ?? 'Dashboard',
  };
}
