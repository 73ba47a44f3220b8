import type { Status } from '../lib/status.ts';
import { h, type View } from '../lib/view.ts';
import { BADGE_BASE, BADGE_VARIANTS } from './ui/badge-look.ts';

const variants = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  neutral: 'secondary',
  info: 'default',
  outline: 'outline',
} as const;

/**
 * A status in words on a coloured pill (StatusBadge draws it in React; a first paint with the DOM): the
 * Badge's classes, as `badgeVariants` joins them.
 */
export const statusView = ({ tone, label }: Status): View =>
  h('span', `${BADGE_BASE} ${BADGE_VARIANTS[variants[tone]]}`, [label]);
