import { Badge } from '../../../components/ui/badge.tsx';

const variants = ['default', 'secondary', 'success', 'warning', 'destructive', 'outline'] as const;

/** Every badge variant, each saying its status in words. */
export function BadgePreview() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
      <Badge variant="success">Approved</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="destructive">Rejected</Badge>
    </div>
  );
}
