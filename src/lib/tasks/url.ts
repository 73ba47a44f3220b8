/** Task links come from the server: only web pages may be linked or framed (never javascript:, data: or file:). */
export function safeWebUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
