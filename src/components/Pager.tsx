import { useId, useState, type FormEvent, type ReactNode } from 'react';
import * as text from '../lib/text.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './ui/icons.tsx';

/** The pagination part of a paginated API response. */
export type PageInfo = {
  current_page: number;
  last_page: number;
  from?: number | null;
  to?: number | null;
  total?: number | null;
  next_page_url?: string | null;
  prev_page_url?: string | null;
};

/** Clamps a (possibly fractional or out-of-range) page number into 1..last. */
export function clampPage(page: number, last: number): number {
  const max = Math.max(1, Math.floor(last));
  if (!Number.isFinite(page)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(page)));
}

/**
 * The page numbers to show: the current page plus up to `neighbours` pages either side, within 1..last.
 * Returns [] when there are no pages.
 */
export function pageWindow(current: number, last: number, neighbours = 3): number[] {
  const lastPage = Number.isFinite(last) ? Math.floor(last) : 0;
  if (lastPage < 1) return [];
  const page = clampPage(current, lastPage);
  const span = Number.isFinite(neighbours) ? Math.max(0, Math.floor(neighbours)) : 0;
  const start = Math.max(1, page - span);
  const end = Math.min(lastPage, page + span);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return pages;
}

export type PagerProps = {
  page: PageInfo;
  onPage: (n: number) => void;
  /** Pages shown either side of the current one (default 3; phones show 1). */
  neighbours?: number;
  /** Show the "Go to page" box (default true). */
  showJump?: boolean;
  /** Landmark name (default "Pagination"); make it unique if a page has two pagers. */
  label?: string;
  /** A list's own line in place of "Showing x–y of z" (Rank Details words it as the spec does). */
  summary?: ReactNode;
  className?: string;
};

/**
 * Pagination nav: First / Previous / numbered pages / Next / Last, a "Showing x–y of z" summary when the
 * page object has it, and a "Go to page" box. Renders nothing when there is only one page.
 */
export function Pager({
  page,
  onPage,
  neighbours = 3,
  showJump = true,
  label = text.pager.pagination,
  summary,
  className,
}: PagerProps) {
  const jumpId = useId();
  const [jump, setJump] = useState('');
  const last = Math.max(1, Math.floor(page.last_page));
  const current = clampPage(page.current_page, last);
  if (page.last_page <= 1) return null;

  const go = (n: number) => {
    const target = clampPage(n, last);
    if (target !== current) onPage(target);
  };

  const onJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number.parseInt(jump, 10);
    if (Number.isNaN(n)) return;
    go(n);
    setJump('');
  };

  // aria-disabled (not disabled) keeps focus on First/Previous/Next/Last when they reach an end; go() is a no-op there.
  const atStart = current <= 1;
  const atEnd = current >= last;
  const hasSummary = page.from != null && page.to != null && page.total != null;
  // First, Previous, Next and Last: the icon on the side the button points to, the word only from sm up.
  const edge = (target: number, atEdge: boolean, word: string, icon: ReactNode, iconAfter = false) => (
    <li>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="px-2"
        aria-disabled={atEdge || undefined}
        onClick={() => go(target)}
      >
        {iconAfter ? null : icon}
        <span className="sr-only sm:not-sr-only">{word}</span>
        {iconAfter ? icon : null}
      </Button>
    </li>
  );

  return (
    <nav
      aria-label={label}
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <ul className="flex flex-wrap items-center gap-1">
        {edge(1, atStart, text.pager.first, <ChevronsLeftIcon />)}
        {edge(current - 1, atStart, text.pager.previous, <ChevronLeftIcon />)}
        {pageWindow(current, last, neighbours).map((n) => {
          const isCurrent = n === current;
          return (
            // Far neighbours are hidden on phones so the row fits.
            <li key={n} className={Math.abs(n - current) > 1 ? 'hidden sm:block' : undefined}>
              <Button
                type="button"
                size="sm"
                variant={isCurrent ? 'default' : 'ghost'}
                className="min-w-9 px-2 tabular-nums"
                aria-label={text.pager.page(n)}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {n}
              </Button>
            </li>
          );
        })}
        {edge(current + 1, atEnd, text.pager.next, <ChevronRightIcon />, true)}
        {edge(last, atEnd, text.pager.last, <ChevronsRightIcon />, true)}
      </ul>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {summary ? (
          <p className="text-sm text-muted-foreground">{summary}</p>
        ) : hasSummary ? (
          <p className="text-sm text-muted-foreground">
            {text.pager.showingRange(Number(page.from), Number(page.to), Number(page.total))}
          </p>
        ) : null}
        {showJump ? (
          <form onSubmit={onJump} noValidate className="flex items-center gap-2">
            <label htmlFor={jumpId} className="whitespace-nowrap text-sm text-foreground">
              {text.pager.goToPage}
            </label>
            <Input
              id={jumpId}
              type="number"
              inputMode="numeric"
              min={1}
              max={last}
              step={1}
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              className="h-8 w-20"
            />
            <Button type="submit" variant="outline" size="sm">
              {text.pager.go}
            </Button>
          </form>
        ) : null}
      </div>
    </nav>
  );
}
