export interface NavLinkEntry {
  to: string;
  label: string;
}

export interface NavDisclosure {
  open: boolean;
  toggle: () => void;
  currentLabel: string;
}

export const NAV_BUTTON_ID = 'services-menu-button';

/** The link whose section holds the path: the longest matching prefix, "/" only for itself. */
export function currentSection(links: readonly NavLinkEntry[], pathname: string): NavLinkEntry | undefined {
  return links
    .filter((link) => (link.to === '/' ? pathname === '/' : pathname === link.to || pathname.startsWith(`${link.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export function NavDisclosureButton({ menu, controls }: { menu: NavDisclosure; controls: string }) {
  return (
    <button
      id={NAV_BUTTON_ID}
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
