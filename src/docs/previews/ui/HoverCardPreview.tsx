import { HoverCard, HoverCardContent, HoverCardTrigger } from '../../../components/ui/hover-card.tsx';

/** A member link that previews the member on hover or focus. */
export function HoverCardPreview() {
  return (
    <p className="text-sm">
      Sponsor:{' '}
      <HoverCard>
        <HoverCardTrigger asChild>
          <a href="#a11y" className="font-medium text-primary underline underline-offset-4">
            demo
          </a>
        </HoverCardTrigger>
        <HoverCardContent>
          <p className="font-semibold">demo</p>
          <p className="text-muted-foreground">Joined 12-01-2024 · Team 128</p>
        </HoverCardContent>
      </HoverCard>{' '}
      (hover or focus the name)
    </p>
  );
}
