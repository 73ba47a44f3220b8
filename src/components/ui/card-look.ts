/** A card's classes, without React: the Card components use them, and so do first paints drawn before React arrives. */
/** Card, CardHeader, CardTitle, CardContent and CardFooter (ui/card.tsx). */
export const cardLook = {
  card: 'min-w-0 rounded-lg border border-border bg-card text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 p-4 sm:p-6',
  title: 'text-lg font-semibold leading-tight tracking-tight',
  content: 'p-4 pt-0 sm:p-6 sm:pt-0',
  footer: 'flex flex-wrap items-center gap-2 p-4 pt-0 sm:p-6 sm:pt-0',
};
