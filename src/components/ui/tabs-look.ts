/** The tabs' classes, without React: ui/tabs.tsx uses them, and so do first paints drawn before React arrives. */
import { cn } from '../../lib/cn.ts';

export const tabsLook = {
  /** Tabs */
  root: 'flex flex-col gap-3',
  /** TabsList: wraps onto more rows on a narrow screen, so every tab is in sight (none scrolled off). */
  list: 'inline-flex max-w-full flex-wrap items-center gap-1 outline-none self-start rounded-lg bg-muted p-1 text-muted-foreground',
  /** TabsTrigger (its state in data-state: active or inactive). */
  trigger: /* @__PURE__ */ cn(
    'inline-flex h-9 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors',
    'hover:text-foreground',
    'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted',
    'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
    'disabled:pointer-events-none disabled:opacity-50',
  ),
  /** TabsContent */
  content:
    'rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
};
