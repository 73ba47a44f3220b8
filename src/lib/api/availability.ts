/**
 * check/{name}/username and check/{name}/sponsor read as text: whether `data` is the backend's word
 * 'Available' (any case), and the sponsor's info as one line. A module of its own, without the schemas:
 * the register page's inline script (src/inline/invited.ts) reads the head's answer with it before the
 * form's scripts have arrived, and AvailabilityAnswer (schema.ts) and the form read it the same way.
 */
export const saysAvailable = (data: unknown): boolean => String(data).trim().toLowerCase() === 'available';

/** The sponsor's info from the availability check, as one line of text. */
export function sponsorInfoText(info: unknown): string {
  if (typeof info === 'string') return info.trim();
  if (typeof info === 'number') return String(info);
  if (info && typeof info === 'object') {
    const record = info as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : '';
    const username = typeof record.username === 'string' ? record.username : '';
    if (name && username) return `${name} (${username})`;
    return name || username;
  }
  return '';
}
