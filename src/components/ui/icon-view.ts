/** An icon as a view (lib/view.ts), as ui/icons.tsx's Icon draws it: 24-unit box, 2-unit round strokes, hidden from screen readers. */
import { h, type View } from '../../lib/view.ts';

export const iconView = (className: string, parts: View[]): View =>
  h('svg', className, parts, {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  });
