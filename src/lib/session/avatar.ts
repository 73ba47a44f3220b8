/**
 * The member's picture as the header shows it, shared by every island of the page: the header loads
 * it, and the profile page asks for it again after a new picture is saved, so the header follows at
 * once instead of on the next page.
 */
import { atom } from 'nanostores';
import { getPicture, imageUrl } from './api.ts';

/** The picture's URL; null when the member has none (or it could not be loaded). */
export const $avatar = atom<string | null>(null);

/** Fetches the picture's name (GET get-picture) and publishes its URL. */
export async function refreshAvatar(): Promise<void> {
  try {
    const name = await getPicture();
    $avatar.set(name ? imageUrl(name) : null);
  } catch {
    $avatar.set(null);
  }
}
