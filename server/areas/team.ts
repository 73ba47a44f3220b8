import type { Area } from '../area.ts';

export const teamArea: Area = {
  name: 'team',
  routes: () => {},
};
