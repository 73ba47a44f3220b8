import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import * as text from '../../../lib/text.ts';
import { BackIcon, FitIcon, ListIcon, MinusIcon, PlusIcon, TreeIcon } from '../treeIcons.tsx';

interface TreeToolbarProps {
  uid: string;
  query: string;
  onQuery: (query: string) => void;
  onFind: (event: FormEvent) => void;
  /** The same query again: the button says Next. */
  again: boolean;
  ready: boolean;
  mode: 'tree' | 'list';
  onMode: (mode: 'tree' | 'list') => void;
  onBack: () => void;
  onFit: () => void;
  onZoom: (factor: number) => void;
}

/** Find, Back to me, fit and zoom, and tree or list. */
export function TreeToolbar({
  uid,
  query,
  onQuery,
  onFind,
  again,
  ready,
  mode,
  onMode,
  onBack,
  onFit,
  onZoom,
}: TreeToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form role="search" onSubmit={onFind} className="flex min-w-0 flex-[1_1_18rem] items-center gap-2">
        <label htmlFor={`${uid}-find`} className="sr-only">
          {text.team.findLabel}
        </label>
        <Input
          id={`${uid}-find`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={text.team.findPlaceholder}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-describedby={`${uid}-found`}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!ready}>
          {again ? text.team.nextMatch : text.team.find}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-1.5">
        <Button
          type="button"
          variant="outline"
          onClick={onBack}
          disabled={!ready}
          aria-label={text.team.backToMe}
          className="px-3"
        >
          <BackIcon />
          <span className="hidden sm:inline" aria-hidden="true">
            {text.team.backToMe}
          </span>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onFit}
          disabled={!ready || mode === 'list'}
          aria-label={text.team.fit}
          title={text.team.fit}
        >
          <FitIcon />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => onZoom(0.8)}
          disabled={!ready || mode === 'list'}
          aria-label={text.team.zoomOut}
          title={text.team.zoomOut}
        >
          <MinusIcon />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => onZoom(1.25)}
          disabled={!ready || mode === 'list'}
          aria-label={text.team.zoomIn}
          title={text.team.zoomIn}
        >
          <PlusIcon />
        </Button>
        <div
          role="group"
          aria-label={text.team.viewAs}
          className="inline-flex h-10 items-stretch rounded-md border border-control p-0.5"
        >
          {(['tree', 'list'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => onMode(value)}
              className="inline-flex items-center gap-1.5 rounded px-2 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
            >
              {value === 'tree' ? <TreeIcon /> : <ListIcon />}
              {value === 'tree' ? text.team.treeView : text.team.listView}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
