import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { TreeView } from '../../../../islands/team/TreeView.tsx';
import { binaryKind, referralKind, singleLegKind } from '../../../../lib/team/kinds.ts';
import { treeScenarios } from './scenarios.ts';

const binary = treeScenarios('binary', 'authdemo');
const referral = treeScenarios('referral', 'mpindemo');
const leg = treeScenarios('single-leg', 'demo');

const scenarios = {
  loading: binary.loading,
  binary: binary.tree,
  referral: referral.tree,
  'single-leg': leg.tree,
  error: binary.error,
} satisfies Record<string, Scenario>;

/** TreeView takes the kind of tree; the three tree islands are TreeView with their kind. */
export function TreeViewPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'referral' ? <TreeView kind={referralKind} /> : state === 'single-leg' ? <TreeView kind={singleLegKind} /> : <TreeView kind={binaryKind} />)}
    </IslandFrame>
  );
}
