import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

interface NavLinkEntry {
  to: string;
  label: string;
}

export interface NavDisclosure {
  open: boolean;
  toggle: () => void;
  currentLabel: string;
}

const BUTTON_ID = 'services-menu-button';

/** The link whose section holds the path: the longest matching prefix, "/" only for itself. */
export function currentSection(links: readonly NavLinkEntry[], pathname: string): NavLinkEntry | undefined {
  return links
    .filter((link) => (link.to === '/' ? pathname === '/' : pathname === link.to || pathname.startsWith(`${link.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

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
      document.getElementById(BUTTON_ID)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && [BUTTON_ID, menuId].some((id) => document.getElementById(id)?.contains(target))) return;
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

export function NavDisclosureButton({ menu, controls }: { menu: NavDisclosure; controls: string }) {
  return (
    <button
      id={BUTTON_ID}
      type="button"
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={menu.toggle}
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-600 dark:hover:bg-zinc-800 sm:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
        {menu.open ? <path d="M4 4l8 8M12 4l-8 8" /> : <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />}
      </svg>
      Menu
    </button>
  );
}
