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

/** One state of an island, shown in its own frame from fixture answers. */
export interface StateDoc {
  /** The `state` query of the frame (a key of the preview's scenarios). */
  id: string;
  title: string;
  /** What to notice in this state. */
  note?: string;
  /** Frame height before the content reports its own (px); open dialogs need room. */
  height?: number;
}
