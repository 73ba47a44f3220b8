import type { Area } from '../area.ts';

export const moneyArea: Area = {
  name: 'money',
  routes: () => {},
};
