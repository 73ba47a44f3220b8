import { useState, type FormEvent, type RefObject } from 'react';
import * as text from '../../lib/text.ts';
import { findMatches, pathTo, type Tree } from '../../lib/team/tree.ts';

/**
 * Find in the tree: the query, the matches' count and which one is shown; Find again on the same
 * query goes to the next match. `onFound` gets the match and the path to it.
 */
export function useTreeSearch<D>(treeRef: RefObject<Tree<D> | null>, onFound: (id: string, path: string[]) => void) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{ query: string; index: number; total: number; message: string } | null>(null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const current = treeRef.current;
    const wanted = query.trim();
    if (!current || !wanted) return;
    const matches = findMatches(current, wanted);
    if (!matches.length) {
      setSearch({ query: wanted, index: 0, total: 0, message: text.team.noMatch(wanted) });
      return;
    }
    const index =
      search && search.query.toLowerCase() === wanted.toLowerCase() && search.total === matches.length
        ? (search.index + 1) % matches.length
        : 0;
    const id = matches[index]!;
    setSearch({
      query: wanted,
      index,
      total: matches.length,
      message: text.team.matchOf(index + 1, matches.length, current.nodes.get(id)!.name),
    });
    onFound(id, pathTo(current, id));
  };

  // Find becomes Next while the same query has more than one match.
  const again = Boolean(search && search.total > 1 && search.query.toLowerCase() === query.trim().toLowerCase());
  return { query, setQuery, message: search?.message ?? '', again, find };
}
