/**
 * A small Tailwind class merger: of two utilities that set the same CSS property under the same
 * variants, the later one wins (`p-4` then `px-2` keeps both; `px-2` then `p-4` keeps `p-4`). It knows
 * the utility groups this code base uses; an unknown utility never conflicts with anything. It
 * replaces tailwind-merge (8 KB gzip on every page) and is checked against it over every class list
 * of the code base in merge-classes.test.ts.
 */

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
  'table-row',
  'table-cell',
  'flow-root',
  'list-item',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const SIZES = /^(xs|sm|base|md|lg|xl|[2-9]xl)$/;
const SHADOW_SIZES = /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const SIDES = '(x|y|t|r|b|l|s|e)';
const CORNERS = '(t|r|b|l|tl|tr|br|bl|s|e|ss|se|es|ee)';
const isLength = (value: string) => /^(\d+(\.\d+)?|px|\[\d[^\]]*\])$/.test(value);

/**
 * Groups that a later utility clears besides its own (`p` clears `px`, `pt`, …). Sides are the logical
 * ones (start/end) the code base uses; physical left/right only where it keeps them (rtl-ready.test.ts).
 */
const CLEARS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pb', 'ps', 'pe'],
  px: ['ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mb', 'ms', 'me'],
  mx: ['ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  flex: ['grow', 'shrink', 'basis'],
  // A font size sets the line height too.
  'font-size': ['leading'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-b', 'rounded-s', 'rounded-e', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-b', 'border-w-s', 'border-w-e'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-b',
    'border-color-s',
    'border-color-e',
  ],
};

/** The CSS property group of one utility (variants removed), or the utility itself when unknown. */
export function groupOf(utility: string): string {
  const u = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  if (DISPLAY.has(u)) return 'display';
  if (POSITION.has(u)) return 'position';
  if (u === 'sr-only' || u === 'not-sr-only') return 'sr-only';
  if (u === 'visible' || u === 'invisible' || u === 'collapse') return 'visibility';
  if (/^(underline|overline|line-through|no-underline)$/.test(u)) return 'text-decoration';
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(u)) return 'text-transform';
  if (/^(italic|not-italic)$/.test(u)) return 'font-style';
  if (u === 'truncate') return 'truncate';
  let m: RegExpExecArray | null;
  if ((m = /^flex-(row|row-reverse|col|col-reverse)$/.exec(u))) return 'flex-direction';
  if ((m = /^flex-(wrap|nowrap|wrap-reverse)$/.exec(u))) return 'flex-wrap';
  if (/^flex-(1|auto|initial|none|\[.*\])$/.test(u)) return 'flex';
  if (/^(grow|flex-grow)(-\d+)?$/.test(u)) return 'grow';
  if (/^(shrink|flex-shrink)(-\d+)?$/.test(u)) return 'shrink';
  if ((m = /^text-(.+)$/.exec(u))) {
    const value = m[1]!;
    if (SIZES.test(value) || /^\[\d/.test(value)) return 'font-size';
    if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
    if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
    if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
    return 'text-color';
  }
  if ((m = /^font-(.+)$/.exec(u))) return /^(sans|serif|mono)$/.test(m[1]!) ? 'font-family' : 'font-weight';
  if ((m = /^bg-(.+)$/.exec(u))) {
    const value = m[1]!;
    if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
    if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
    if (/^(center|top|bottom|left|right|left-top|right-top|left-bottom|right-bottom)$/.test(value))
      return 'bg-position';
    if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(value)) return 'bg-repeat';
    if (/^(clip|origin)-/.test(value)) return `bg-${value.split('-')[0]}`;
    return 'bg-color';
  }
  if (u === 'border' || (m = /^border-(\d+|\[\d[^\]]*\])$/.exec(u))) return 'border-w';
  if ((m = new RegExp(`^border-${SIDES}(?:-(.+))?$`).exec(u))) {
    const side = m[1]!;
    const value = m[2];
    return value === undefined || isLength(value) ? `border-w-${side}` : `border-color-${side}`;
  }
  if (/^border-(solid|dashed|dotted|double|none|hidden)$/.test(u)) return 'border-style';
  if (/^border-(collapse|separate)$/.test(u)) return 'border-collapse';
  if (u.startsWith('border-spacing')) return u.replace(/-[^-]+$/, '');
  if (u.startsWith('border-')) return 'border-color';
  if ((m = new RegExp(`^rounded(?:-${CORNERS})?(?:-(.+))?$`).exec(u))) return m[1] ? `rounded-${m[1]}` : 'rounded';
  if (/^ring(-\d+|-\[\d[^\]]*\])?$/.test(u)) return 'ring-w';
  if (u === 'ring-inset') return 'ring-inset';
  if ((m = /^ring-offset-(.+)$/.exec(u))) return isLength(m[1]!) ? 'ring-offset-w' : 'ring-offset-color';
  if (u.startsWith('ring-')) return 'ring-color';
  if (/^outline(-\d+)?$/.test(u)) return 'outline-w';
  if (/^outline-(none|hidden|dashed|dotted|double|solid)$/.test(u)) return 'outline-style';
  if (u.startsWith('outline-offset-')) return 'outline-offset';
  if (u.startsWith('outline-')) return 'outline-color';
  if ((m = /^shadow(?:-(.+))?$/.exec(u))) return SHADOW_SIZES.test(m[1] ?? '') ? 'shadow' : 'shadow-color';
  if ((m = /^(stroke)-(.+)$/.exec(u))) return isLength(m[2]!) ? 'stroke-w' : 'stroke-color';
  if ((m = /^(object)-(.+)$/.exec(u)))
    return /^(contain|cover|fill|none|scale-down)$/.test(m[2]!) ? 'object-fit' : 'object-position';
  if ((m = /^(overflow|overscroll)(-[xy])?-/.exec(u))) return `${m[1]}${m[2] ?? ''}`;
  if ((m = /^(transition)(-.+)?$/.exec(u))) return 'transition';
  if (/^(items|justify-items|justify-self|justify|content|self|place-content|place-items|place-self)-/.test(u)) {
    return /^(justify-items|justify-self|place-content|place-items|place-self|items|justify|content|self)/.exec(u)![1]!;
  }
  if (
    (m =
      /^(space-[xy]|gap-[xy]|gap|inset-[xy]|inset|min-w|min-h|max-w|max-h|size|w|h|px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m|top|right|bottom|left|start|end|z|order|opacity|leading|tracking|whitespace|break|cursor|select|pointer-events|resize|decoration|underline-offset|col-span|row-span|col-start|col-end|row-start|row-end|grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|aspect|duration|ease|delay|animate|origin|scale|scale-x|scale-y|translate-x|translate-y|rotate|skew-x|skew-y|fill|basis|align|list|line-clamp|columns|scroll-m|scroll-p|will-change|content|accent|caret|appearance|touch|mix-blend|blur|backdrop-blur)-/.exec(
        u,
      ))
  ) {
    return m[1]!;
  }
  // Unknown: its own group, never one of the named ones above.
  return `=${u}`;
}

/** Splits `hover:sm:p-2` into its variants and its utility, ignoring colons inside brackets. */
function split(token: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) last = i;
  }
  return last < 0 ? ['', token] : [token.slice(0, last + 1), token.slice(last + 1)];
}

/** Merges a space-separated class list: later utilities win over earlier ones of the same group. */
export function mergeClasses(classList: string): string {
  let merged = MERGED.get(classList);
  if (merged === undefined) {
    // A page asks for the same few lists again and again (each row of a table, each render): they are
    // merged once. The bound only keeps a page that builds lists from data from growing it forever.
    if (MERGED.size >= 1000) MERGED.clear();
    merged = merge(classList);
    MERGED.set(classList, merged);
  }
  return merged;
}

const MERGED = new Map<string, string>();

function merge(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const keep: boolean[] = tokens.map(() => true);
  const seen = new Map<string, number>();
  tokens.forEach((token, index) => {
    const [variants, utility] = split(token);
    const important = token.includes('!') ? '!' : '';
    const group = groupOf(utility);
    const keys = [group, ...(CLEARS[group] ?? [])].map((g) => `${variants}${important}|${g}`);
    for (const key of keys) {
      const earlier = seen.get(key);
      if (earlier !== undefined) keep[earlier] = false;
    }
    seen.set(keys[0]!, index);
  });
  return tokens.filter((_, index) => keep[index]).join(' ');
}
