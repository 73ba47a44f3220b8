import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

const tabsLook = {
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

/*
 * Tabs after the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move and
 * select, disabled tabs are skipped). Written out here instead of on Radix: the Radix version pulls
 * about 11 KB gzip of collection, roving-focus and presence code into every page that has tabs.
 * Same API as the Radix one: value/defaultValue/onValueChange, TabsContent forceMount.
 */

interface TabsState {
  base: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');
const triggerId = (base: string, value: string) => `${base}-trigger-${idPart(value)}`;
const contentId = (base: string, value: string) => `${base}-content-${idPart(value)}`;

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ base, value: current, select }}>
      <div data-orientation="horizontal" className={cn(tabsLook.root, className)} {...props} />
    </TabsContext.Provider>
  );
}

/** Scrolls sideways on narrow screens instead of wrapping. Give it an aria-label when the tabs need context. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs('TabsList');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    const next = target.dataset.value;
    if (next !== undefined) select(next);
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus goes to the tabs inside (one in the Tab order)
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={move}
      className={cn(tabsLook.list, className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onClick, ...props }: TabsTriggerProps) {
  const { base, value: current, select } = useTabs('TabsTrigger');
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(base, value)}
      aria-selected={selected}
      aria-controls={contentId(base, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
      className={cn(tabsLook.trigger, className)}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keep the panel mounted while another tab is selected (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const { base, value: current } = useTabs('TabsContent');
  const selected = value === current;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(base, value)}
      aria-labelledby={triggerId(base, value)}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cn(tabsLook.content, className)}
      {...props}
    />
  );
}
