import { Badge } from './ui/badge.tsx';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const variants = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  neutral: 'secondary',
  info: 'default',
} as const;

/** A status in words on a coloured pill (the colour is never the only signal). */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return <Badge variant={variants[tone]}>{label}</Badge>;
}
