import { call, API_URL } from '../api/client.ts';
import { imageAt } from '../api/image.ts';
import { PictureAnswer } from './schema.ts';

/** GET get-picture: the avatar file name, or null when the member has none. */
export async function getPicture(): Promise<string | null> {
  const answer = await call(PictureAnswer, 'get-picture');
  return answer.data || null;
}

/** URL of an image stored on the API host ("images load from an images path on the server host"). */
export function imageUrl(name: string): string {
  return imageAt(name, API_URL, typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
}
