import { singleLegKind } from '../../lib/team/kinds.ts';
import { TreeView } from './TreeView.tsx';

export function SingleLegTree() {
  return <TreeView kind={singleLegKind} />;
}
