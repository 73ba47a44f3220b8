import { binaryKind } from '../../lib/team/kinds.ts';
import { island } from '../../components/IslandRoot.ts';
import { TreeView } from './TreeView.tsx';

function BinaryTreeContent() {
  return <TreeView kind={binaryKind} />;
}

export const BinaryTree = island(BinaryTreeContent);
