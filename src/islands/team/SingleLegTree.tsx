import { singleLegKind } from '../../lib/team/kinds.ts';
import { island } from '../../components/IslandRoot.ts';
import { TreeView } from './TreeView.tsx';

function SingleLegTreeContent() {
  return <TreeView kind={singleLegKind} />;
}

export const SingleLegTree = island(SingleLegTreeContent);
