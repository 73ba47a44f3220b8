/**
 * The side menu's button (a phone's) opens and closes the menu from the first paint, before any island
 * has loaded (a tap on a slow link is not lost); a tap on the dimmed page beside it and Escape close it.
 * Listened for on the document, since the head runs this before the header exists.
 */
export function watchMenu(): void {
  const byId = (id: string) => document.getElementById(id);
  const isOpen = () => byId('menu-toggle')?.getAttribute('aria-expanded') === 'true';
  const setMenu = (open: boolean) => {
    byId('menu-toggle')?.setAttribute('aria-expanded', String(open));
    byId('side-menu')?.setAttribute('data-open', String(open));
    const backdrop = byId('menu-backdrop');
    if (backdrop) backdrop.hidden = !open;
  };
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('#menu-toggle')) setMenu(!isOpen());
    else if (target?.closest?.('#menu-backdrop')) setMenu(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setMenu(false);
    byId('menu-toggle')?.focus();
  });
}
