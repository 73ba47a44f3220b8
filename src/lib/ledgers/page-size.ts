/**
 * `per_page` on a list's address (an extension of the reference server, docs/backend-extensions.md):
 * a server that honours it answers `per_page` with that size; one that does not ignores it and pages
 * as it always does, and the reader follows its page links either way.
 */
export function withPageSize(url: string, size: number): string {
  const absolute = /^https?:\/\//i.test(url);
  const target = new URL(url, 'http://list.invalid');
  target.searchParams.set('per_page', String(size));
  return absolute ? target.href : `${target.pathname.replace(/^\//, url.startsWith('/') ? '/' : '')}${target.search}`;
}
