import type { Status, StatusTone } from '../lib/status.ts';
import { Badge } from './ui/badge.tsx';

export type { StatusTone };

const variants = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  neutral: 'secondary',
  info: 'default',
  outline: 'outline',
} as const;

/**
 * A status in words on a coloured pill (the colour is never the only signal). Feed it an area's
 * status table: `<StatusBadge {...depositStatus(row.status)} />`.
 */
export function StatusBadge({ tone, label }: Status) {
  return <Badge variant={variants[tone]}>{label}</Badge>;
}
