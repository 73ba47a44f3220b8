import { IslandFrame } from '../../../IslandFrame.tsx';
import { BinaryTree } from '../../../../islands/team/BinaryTree.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios('binary', 'authdemo');

export function BinaryTreePreview() {
  return <IslandFrame scenarios={scenarios}>{() => <BinaryTree />}</IslandFrame>;
}
