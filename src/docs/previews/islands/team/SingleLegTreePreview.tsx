import { IslandFrame } from '../../../IslandFrame.tsx';
import { SingleLegTree } from '../../../../islands/team/SingleLegTree.tsx';
import { treeScenarios } from './scenarios.ts';

const scenarios = treeScenarios('single-leg', 'demo');

export function SingleLegTreePreview() {
  return <IslandFrame scenarios={scenarios}>{() => <SingleLegTree />}</IslandFrame>;
}
