import { IslandFrame } from '../../../IslandFrame.tsx';
import { SingleLegTree } from '../../../../islands/team/SingleLegTree.tsx';
import { TreeSkeleton } from '../../../../islands/team/TreeSkeleton.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios(
  'single-leg',
  'demo',
  'A tap on demo: the next member of the leg loads and the card shows.',
);

export function SingleLegTreePreview() {
  // The skeleton is what the page renders until the island runs (its fallback), so that state shows it.
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'skeleton' ? <TreeSkeleton showsPaid={false} /> : <SingleLegTree />)}
    </IslandFrame>
  );
}
