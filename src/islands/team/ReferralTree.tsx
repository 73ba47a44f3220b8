import { referralKind } from '../../lib/team/kinds.ts';
import { island } from '../../components/IslandRoot.ts';
import { TreeView } from './TreeView.tsx';

function ReferralTreeContent() {
  return <TreeView kind={referralKind} />;
}

export const ReferralTree = island(ReferralTreeContent);
