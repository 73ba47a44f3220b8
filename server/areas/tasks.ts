import type { Area } from '../area.ts';

export const tasksArea: Area = {
  name: 'tasks',
  routes: () => {},
};
