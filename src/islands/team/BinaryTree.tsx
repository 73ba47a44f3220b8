import { binaryKind } from '../../lib/team/kinds.ts';
import { TreeView } from './TreeView.tsx';

export function BinaryTree() {
  return <TreeView kind={binaryKind} />;
}
