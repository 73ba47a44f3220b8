/**
 * Where an image the API names is: a full address as it is, else the images path on the API host
 * ("images load from an images path on the server host").
 */
export function imageAt(name: string, apiBase: string, origin: string): string {
  return /^https?:\/\//i.test(name)
    ? name
    : new URL(`images/${encodeURIComponent(name)}`, new URL(apiBase, origin)).href;
}
