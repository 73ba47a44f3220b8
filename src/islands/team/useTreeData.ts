import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadFailure } from '../../lib/api/load-failure.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { failureText } from '../../lib/server-reasons.ts';
import * as text from '../../lib/text.ts';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { createTree, PAGE, setChildren, setExpanded, toggleIntent, type Tree } from '../../lib/team/tree.ts';

export type RootState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; message: string; lang?: 'en' | undefined; retryable: boolean };

/** A branch that could not be loaded: why, and whether trying again may help. */
export interface Failure {
  id: string;
  message: string;
  retryable: boolean;
}

/** How many first children are drawn in one go rather than as a transition. */
const FIRST_DRAW_AT_ONCE = 32;

/**
 * The tree's data: the first nodes (`loadRoot`, with its own failure), a branch's team loaded on
 * `toggle` (answers within a frame are put in together), opening and closing, and what a screen
 * reader hears about it. `onRoot` hears the root's id once the first nodes are in.
 */
export function useTreeData<D>(kind: TreeKind<D>, username: string, onRoot: (id: string) => void) {
  // onRoot must be stable (a state setter): loadRoot, and so the first load, depends on it.
  const [tree, setTree] = useState<Tree<D> | null>(null);
  const [root, setRoot] = useState<RootState>({ status: 'loading' });
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const treeRef = useRef(tree);
  treeRef.current = tree;
  const loadingRef = useRef(new Set<string>());
  /** The node whose place on screen stays put at the next layout (the one just opened or closed). */
  const anchorRef = useRef<string | null>(null);
  /** Set when the first nodes arrive: the next layout puts the view at its start. */
  const initialRef = useRef(false);

  const loadRoot = useCallback(() => {
    if (!username) {
      setRoot({ status: 'error', message: text.team.rootFailed, retryable: false });
      return;
    }
    setRoot((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    kind
      .loadRoot(username)
      .then(({ root: first, children, details }) => {
        let next = createTree(first);
        if (children) next = setChildren(next, next.rootId, children);
        initialRef.current = true;
        const draw = () => {
          setTree(next);
          onRoot(next.rootId);
          setRoot({ status: 'ready' });
        };
        // A few nodes are drawn at once, in the task the answer arrives in (as useLoad draws a first
        // answer); a member with many direct members gets a transition, in slices: no long task.
        if ((children?.length ?? 0) <= FIRST_DRAW_AT_ONCE) flushSync(draw);
        else startTransition(draw);
        // Children drawn by name get their records when they come (opened or closed as the member left
        // the root meanwhile); without them the names stay, and opening one asks for its record.
        details
          ?.then((filled) =>
            startTransition(() =>
              setTree((now) => {
                const root = now?.nodes.get(now.rootId);
                return now && root ? setExpanded(setChildren(now, now.rootId, filled), now.rootId, root.expanded) : now;
              }),
            ),
          )
          .catch(() => undefined);
      })
      .catch((error: unknown) => {
        const failure = loadFailure(error);
        if (failure) {
          const said = failureText(failure);
          setRoot({ status: 'error', message: said.text, lang: said.lang, retryable: failure.retryable });
        }
      });
  }, [kind, username, onRoot]);

  // Asked as the island is put on the page, so an answer the head already had is in its first frame.
  useLayoutEffect(loadRoot, [loadRoot]);

  const setBusy = (id: string, busy: boolean) => {
    if (busy) loadingRef.current.add(id);
    else loadingRef.current.delete(id);
    setLoading(new Set(loadingRef.current));
  };

  /**
   * Answers that arrive within one frame are put into the tree together: opening many branches at
   * once lays the tree out once per frame, not once per answer.
   */
  const pendingRef = useRef<{ id: string; name: string; result: Awaited<ReturnType<TreeKind<D>['loadChildren']>> }[]>(
    [],
  );
  const flushRef = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(() => {
    if (flushRef.current) {
      cancelAnimationFrame(flushRef.current.frame);
      clearTimeout(flushRef.current.timer);
      flushRef.current = null;
    }
    const batch = pendingRef.current;
    pendingRef.current = [];
    if (!batch.length) return;
    anchorRef.current = batch[batch.length - 1]!.id;
    setTree((current) =>
      batch.reduce((acc, { id, result }) => acc && setChildren(acc, id, result.children, result.data), current),
    );
    for (const { id } of batch) loadingRef.current.delete(id);
    setLoading(new Set(loadingRef.current));
    setFailure((current) => (current && batch.some(({ id }) => id === current.id) ? null : current));
    const { name, result } = batch[batch.length - 1]!;
    const members = result.children.filter((child) => !child.vacant).length;
    setAnnouncement(
      result.children.length > PAGE
        ? text.team.shownOf(name, PAGE, members)
        : members || result.children.length
          ? text.team.loadedTeam(name, members)
          : text.team.noTeam(name),
    );
  }, []);

  const load = useCallback(
    async (id: string) => {
      const node = treeRef.current?.nodes.get(id);
      if (!node) return;
      setBusy(id, true);
      setAnnouncement(text.team.loadingTeam(node.name));
      try {
        const result = await kind.loadChildren(node);
        pendingRef.current.push({ id, name: node.name, result });
        // The next frame, or soon when frames are not running (a hidden tab).
        flushRef.current ??= { frame: requestAnimationFrame(flush), timer: setTimeout(flush, 100) };
      } catch (error) {
        setBusy(id, false);
        // The tree stays as it was; the member sees why and may try again.
        notifyFailure(error);
        const failure = loadFailure(error);
        if (!failure) return;
        setFailure({
          id,
          message: `${text.team.loadFailed(node.name)} ${failureText(failure).text}`,
          retryable: failure.retryable,
        });
        setAnnouncement(text.team.loadFailed(node.name));
      }
    },
    [kind, flush],
  );

  useEffect(
    () => () => {
      if (flushRef.current) {
        cancelAnimationFrame(flushRef.current.frame);
        clearTimeout(flushRef.current.timer);
      }
    },
    [],
  );

  /** Click, tap, Right or Left: load, open or close. Ignored while that node is loading. */
  const toggle = useCallback(
    (id: string) => {
      const current = treeRef.current;
      if (!current || loadingRef.current.has(id)) return;
      const intent = toggleIntent(current, id);
      if (intent === 'none') return;
      if (intent === 'load') return void load(id);
      anchorRef.current = id;
      setTree((latest) => latest && setExpanded(latest, id, intent === 'open'));
    },
    [load],
  );

  return {
    tree,
    setTree,
    treeRef,
    root,
    loadRoot,
    loading,
    failure,
    dismissFailure: () => setFailure(null),
    announcement,
    toggle,
    anchorRef,
    initialRef,
  };
}
