import { memo } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { SpinnerIcon } from '../../components/ui/spinner.tsx';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { hiddenCount, PAGE, shownChildren, type Tree, type TreeNode } from '../../lib/team/tree.ts';
import * as text from '../../lib/text.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { memberStatus } from '../../lib/team/status.ts';
import { inviteLabel, vacancyOf, type Vacancy } from '../../lib/team/invite.ts';
import { Button } from '../../components/ui/button.tsx';

/** Id of a member's row in the list view (search moves focus there). */
export const rowId = (prefix: string, id: string) => `${prefix}-row-${id.replace(/[^a-z0-9_-]/gi, '_')}`;

/** Id of a vacant place's Invite here button in the list view (focus returns there from the dialog). */
export const inviteId = (prefix: string, id: string) => `${rowId(prefix, id)}-invite`;

interface TreeListProps<D> {
  tree: Tree<D>;
  kind: TreeKind<D>;
  loading: ReadonlySet<string>;
  onPath: ReadonlySet<string>;
  activeId: string | null;
  idPrefix: string;
  onToggle: (id: string) => void;
  /** Shows the next page of a large level (its parent's id). */
  onMore: (id: string) => void;
  onSelect: (id: string) => void;
  /** Invite here on a vacant place (trees whose kind invites). */
  onInvite?: (vacancy: Vacancy) => void;
}

interface RowProps<D> extends TreeListProps<D> {
  node: TreeNode<D>;
}

/** Nesting shows the levels; past a few levels the indent stops growing so deep legs stay readable. */
const Row = memo(function Row<D>(props: RowProps<D>) {
  const { node, tree, kind, loading, onPath, activeId, idPrefix, onToggle, onMore, onSelect, onInvite } = props;
  const vacancy = kind.invites && onInvite ? vacancyOf(tree, node.id) : null;
  const busy = loading.has(node.id);
  // A large level shows a page at a time, with a button for the next.
  const children = node.expanded ? shownChildren(node) : [];
  const left = node.expanded ? hiddenCount(node) : 0;
  const status = node.vacant ? null : memberStatus(kind.status(node));
  return (
    <li>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-1 py-1 ${onPath.has(node.id) ? 'bg-primary/10' : ''} ${activeId === node.id ? 'ring-1 ring-border' : ''}`}
      >
        {node.expandable && !node.vacant ? (
          <button
            type="button"
            aria-expanded={node.expanded}
            aria-label={node.expanded ? text.team.hideTeam(node.name) : text.team.showTeam(node.name)}
            aria-busy={busy || undefined}
            onClick={() => onToggle(node.id)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-control hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            {busy ? <SpinnerIcon /> : node.expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </button>
        ) : (
          <span className="size-8 shrink-0" aria-hidden="true" />
        )}
        <span
          aria-hidden="true"
          className={`size-3.5 shrink-0 rounded-full ${node.vacant ? 'border-2 border-dashed border-muted-foreground' : ''}`}
          style={node.vacant ? undefined : { backgroundColor: kind.colour(node) }}
        />
        <span
          id={rowId(idPrefix, node.id)}
          tabIndex={-1}
          onFocus={() => onSelect(node.id)}
          className={`rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring ${node.vacant ? 'italic text-muted-foreground' : ''}`}
        >
          {node.name}
        </span>
        {status ? <StatusBadge {...status} /> : null}
        {vacancy ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            id={inviteId(idPrefix, node.id)}
            aria-label={inviteLabel(vacancy)}
            onClick={() => onInvite?.(vacancy)}
          >
            {text.team.invite.open}
          </Button>
        ) : null}
        {node.vacant ? null : (
          <span className="basis-full ps-[3.25rem] text-xs text-muted-foreground sm:basis-auto sm:ps-0">
            {kind
              .card(node)
              .slice(1)
              .map((field) => `${field.label}: ${field.value}`)
              .join(' · ')}
          </span>
        )}
      </div>
      {children.length ? (
        <ul className={node.depth < 6 ? 'ms-4 border-s border-border ps-2' : ''}>
          {children.map((childId) => {
            const child = tree.nodes.get(childId);
            return child ? <Row key={childId} {...props} node={child} /> : null;
          })}
          {left ? (
            <li className="py-1 ps-10">
              <Button type="button" size="sm" variant="outline" onClick={() => onMore(node.id)}>
                {text.team.showMore(Math.min(PAGE, left), node.name, left)}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}) as <D>(props: RowProps<D>) => React.ReactElement;

/** The loaded tree as nested lists: the same members, opened and closed with buttons. */
export function TreeList<D>(props: TreeListProps<D>) {
  const root = props.tree.nodes.get(props.tree.rootId);
  if (!root) return null;
  return (
    <ul aria-label={props.kind.label} className="p-2 text-sm">
      <Row {...props} node={root} />
    </ul>
  );
}
