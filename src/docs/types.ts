/** The shapes a docs page describes its component with. */
export interface PropRow {
  name: string;
  type: string;
  default?: string;
  description: string;
}

/** One table, or one table per part of a compound component (Dialog, DialogContent, …). */
export type PropTables = PropRow[] | Record<string, PropRow[]>;

export interface Variant {
  name: string;
  description: string;
}

/** One state of an island as its docs page lists it: the `state` query of the frame and its description (State in IslandFrame.tsx). */
export interface StateDoc {
  id: string;
  title: string;
  note?: string;
  height?: number;
}
