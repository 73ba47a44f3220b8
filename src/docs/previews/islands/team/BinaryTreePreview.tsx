import { IslandFrame } from '../../../IslandFrame.tsx';
import { BinaryTree } from '../../../../islands/team/BinaryTree.tsx';
import { TreeSkeleton } from '../../../../islands/team/TreeSkeleton.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios('binary', 'authdemo');

export function BinaryTreePreview() {
  // The skeleton is what the page renders until the island runs (its fallback), so that state shows it.
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'skeleton' ? <TreeSkeleton /> : <BinaryTree />)}
    </IslandFrame>
  );
}
