/**
 * The sponsor's info from the availability check, as one line of text. A module of its own: the register
 * page's inline script (src/inline/invited.ts) draws the line before the form's scripts have arrived.
 */
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
