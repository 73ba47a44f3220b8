import { IslandFrame } from '../../../IslandFrame.tsx';
import { SingleLegTree } from '../../../../islands/team/SingleLegTree.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios(
  'single-leg',
  'demo',
  'A tap on demo: the next member of the leg loads and the card shows.',
);

export function SingleLegTreePreview() {
  return <IslandFrame scenarios={scenarios}>{() => <SingleLegTree />}</IslandFrame>;
}
