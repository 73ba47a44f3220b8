/**
 * My Profile's first paint, a small script after its island (pages/user/profile.astro, built by
 * scripts/inline-scripts.mjs): Basic Info from the answer the head asked for (GET user), read with the
 * island's schema as data and drawn with the island's views (profile-view.ts) before React arrives. A
 * page whose URL asks for another tab is left to the island. What is typed meanwhile goes into the
 * island's fields, a tab pressed is chosen there and Save pressed is pressed there (lib/first-paint.ts);
 * the picture's file and the gender wait for the island.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { imageAt } from '../../lib/api/image.ts';
import { paintFromEarly, PRESSED } from '../../lib/first-paint.ts';
import type { SentUserAnswer } from '../../lib/profile/schema.ts';
import { toDom } from '../../lib/view.ts';
import { profileView, tabFromUrl, type ProfileLook } from './profile-view.ts';

export function paintProfile(shape: Shape, look: ProfileLook): void {
  if (tabFromUrl(location.href) !== 'basic') return;
  const api = (document.currentScript as HTMLScriptElement | null)?.dataset.api ?? '/api/';
  paintFromEarly<SentUserAnswer>(shape, ({ data: user }) => {
    const avatar = user.profile?.avatar ? imageAt(user.profile.avatar, api, location.origin) : null;
    const node = toDom(profileView(user, avatar, look)) as HTMLElement;
    // Save waits for the island (which checks the fields and sends them); the page stays.
    node.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    // A tab pressed shows as chosen, with a place kept for its content; the island opens it.
    const tabs = [...node.querySelectorAll<HTMLElement>('[role="tab"]')];
    const [basic, loading] = [node.querySelector<HTMLElement>('[role="tabpanel"]')!, node.lastElementChild!];
    for (const tab of tabs)
      tab.addEventListener('click', (event) => {
        for (const other of tabs) {
          const chosen = other === tab;
          other.setAttribute('aria-selected', String(chosen));
          other.dataset.state = chosen ? 'active' : 'inactive';
          other.tabIndex = chosen ? 0 : -1;
          other.removeAttribute(PRESSED);
        }
        const drawn = tab.dataset.value === 'basic';
        basic.hidden = !drawn;
        (loading as HTMLElement).hidden = drawn;
        // The island opens on Basic Info: nothing to press there.
        if (drawn) event.stopPropagation();
      });
    return node;
  });
}
