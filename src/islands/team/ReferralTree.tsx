import { referralKind } from '../../lib/team/kinds.ts';
import { TreeView } from './TreeView.tsx';

export function ReferralTree() {
  return <TreeView kind={referralKind} />;
}
