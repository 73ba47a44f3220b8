/**
 * News bodies are HTML from the server. Before they are shown they go through this allow-list
 * sanitiser: the HTML is parsed into an inert document (DOMParser: no script runs, no image loads),
 * the tree is cleaned in place, and the clean nodes are adopted into the page without being
 * serialised and parsed again (which is where mutation XSS hides).
 *
 * Kept: a small set of text-formatting tags and a few attributes per tag. Dropped with their content:
 * scripts, styles, frames, plugins, forms, SVG and MathML (anything outside the HTML namespace).
 * Unknown tags are unwrapped (their text stays). Dropped attributes: everything not on the list,
 * so every event handler, `style`, `id`, `class`, `srcset`. URLs: links may be http(s), mailto, tel
 * or relative; images only relative or on an allowed origin (no third-party requests, no data:).
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Tags kept as they are. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'div',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]);

/** Tags renamed: the dialog's title is the h2, so news headings start at h3. */
export const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3' };

/** Tags removed together with everything inside them. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'output',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'portal',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'dialog',
  'slot',
  'map',
  'area',
  'marquee',
  'keygen',
  'isindex',
  'listing',
]);

/** Attributes kept per tag (every other attribute goes). */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start']),
};

/** Deeper nesting than this is dropped (no page needs it; it only serves to exhaust the stack). */
export const MAX_DEPTH = 64;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

export interface SanitizeOptions {
  /** Origins images may load from besides relative URLs (the page's and the API's). */
  imageOrigins?: readonly string[];
  /** Base for resolving relative URLs when checking their origin. */
  baseUrl?: string;
}

/**
 * The URL as the browser would read it for its scheme: control characters and whitespace anywhere
 * are ignored by URL parsers ("java\tscript:"), so they are removed before the scheme is read.
 */
function normalise(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
}

/** The scheme of a URL in lower case, or null for a relative URL. */
export function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(normalise(value));
  return match ? match[1]!.toLowerCase() : null;
}

/** A link target that is safe to follow, or null. */
export function safeLink(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const scheme = schemeOf(trimmed);
  if (scheme === null) {
    // Relative, but a ':' before any '/', '?' or '#' would still read as a scheme somewhere.
    return /^[^/?#]*:/.test(normalise(trimmed)) ? null : trimmed;
  }
  return LINK_SCHEMES.has(scheme) ? trimmed : null;
}

/** An image source that is safe and stays on the allowed origins, or null. */
export function safeImage(value: string, options: SanitizeOptions = {}): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const scheme = schemeOf(trimmed);
  if (scheme !== null && !IMAGE_SCHEMES.has(scheme)) return null;
  if (scheme === null && /^[^/?#]*:/.test(normalise(trimmed))) return null;
  const base = options.baseUrl ?? 'http://localhost/';
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  const origins = new Set([new URL(base).origin, ...(options.imageOrigins ?? [])]);
  return origins.has(url.origin) ? trimmed : null;
}

/** Whether a tag name is kept, renamed, dropped with its content, or unwrapped. */
export function tagAction(tag: string): 'keep' | 'rename' | 'drop' | 'unwrap' {
  const name = tag.toLowerCase();
  if (ALLOWED_TAGS.has(name)) return 'keep';
  if (name in RENAMED_TAGS) return 'rename';
  if (DROPPED_TAGS.has(name)) return 'drop';
  return 'unwrap';
}

/** Whether an attribute (by its name) may stay on a tag; URL attributes are checked separately. */
export function attributeAllowed(tag: string, attribute: string): boolean {
  return ALLOWED_ATTRIBUTES[tag.toLowerCase()]?.has(attribute.toLowerCase()) ?? false;
}

function cleanAttributes(element: Element, options: SanitizeOptions): void {
  const tag = element.localName;
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (attribute.namespaceURI !== null || !attributeAllowed(tag, name)) {
      element.removeAttributeNode(attribute);
      continue;
    }
    if (name === 'href') {
      const safe = safeLink(attribute.value);
      if (safe === null) element.removeAttribute(attribute.name);
    } else if (name === 'src') {
      const safe = safeImage(attribute.value, options);
      if (safe === null) element.removeAttribute(attribute.name);
    } else if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan' || name === 'start') {
      if (!/^\d{1,4}$/.test(attribute.value.trim())) element.removeAttribute(attribute.name);
    } else if (name === 'scope') {
      if (!/^(row|col|rowgroup|colgroup)$/i.test(attribute.value.trim())) element.removeAttribute(attribute.name);
    }
  }
  if (tag === 'a' && element.hasAttribute('href')) {
    const scheme = schemeOf(element.getAttribute('href') ?? '');
    if (scheme === 'http' || scheme === 'https') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (tag === 'img') {
    if (!element.hasAttribute('src')) {
      element.remove();
      return;
    }
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    element.setAttribute('loading', 'lazy');
    element.setAttribute('referrerpolicy', 'no-referrer');
  }
}

/**
 * Cleans a parsed tree in place: the core of the sanitiser. Works on any DOM (an inert document
 * from DOMParser in the browser).
 */
export function cleanTree(parent: ParentNode, options: SanitizeOptions = {}, depth = 0): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node); // comments, processing instructions, CDATA
      continue;
    }
    const element = node as Element;
    if (element.namespaceURI !== HTML_NS || depth >= MAX_DEPTH) {
      element.remove();
      continue;
    }
    const action = tagAction(element.localName);
    if (action === 'drop') {
      element.remove();
      continue;
    }
    if (action === 'unwrap') {
      cleanTree(element, options, depth + 1);
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    let current = element;
    if (action === 'rename') {
      current = element.ownerDocument.createElement(RENAMED_TAGS[element.localName]!);
      current.append(...Array.from(element.childNodes));
      element.replaceWith(current);
    }
    cleanAttributes(current, options);
    if (current.isConnected || current.parentNode) cleanTree(current, options, depth + 1);
  }
}

/**
 * Sanitises an HTML string into a fragment of the current document, ready to append. Browser only.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): DocumentFragment {
  const inert = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanTree(inert.body, { baseUrl: document.baseURI, ...options });
  const fragment = document.createDocumentFragment();
  for (const node of Array.from(inert.body.childNodes)) fragment.append(document.importNode(node, true));
  return fragment;
}
