import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { BinaryTree } from '../../../../islands/team/BinaryTree.tsx';
import { ReferralTree } from '../../../../islands/team/ReferralTree.tsx';
import { SingleLegTree } from '../../../../islands/team/SingleLegTree.tsx';
import { treeScenarios } from './scenarios.ts';

/** NodeCard is a part of TreeView: it is shown where it lives, inside each of the three trees. */
const scenarios = {
  binary: treeScenarios('binary', 'authdemo')['opened'],
  referral: treeScenarios('referral', 'mpindemo')['opened'],
  'single-leg': treeScenarios('single-leg', 'demo')['opened'],
} satisfies Record<string, Scenario>;

export function NodeCardPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'referral' ? <ReferralTree /> : state === 'single-leg' ? <SingleLegTree /> : <BinaryTree />)}
    </IslandFrame>
  );
}
