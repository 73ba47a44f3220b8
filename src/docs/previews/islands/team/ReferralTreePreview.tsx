import { IslandFrame } from '../../../IslandFrame.tsx';
import { ReferralTree } from '../../../../islands/team/ReferralTree.tsx';
import { treeScenarios } from './scenarios.ts';

export const scenarios = treeScenarios('referral', 'mpindemo');

export function ReferralTreePreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ReferralTree />}</IslandFrame>;
}
