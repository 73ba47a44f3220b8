import { IslandFrame } from '../../../IslandFrame.tsx';
import { ReferralTree } from '../../../../islands/team/ReferralTree.tsx';
import { TreeSkeleton } from '../../../../islands/team/TreeSkeleton.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios('referral', 'mpindemo');

export function ReferralTreePreview() {
  // The skeleton is what the page renders until the island runs (its fallback), so that state shows it.
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'skeleton' ? <TreeSkeleton /> : <ReferralTree />)}
    </IslandFrame>
  );
}
