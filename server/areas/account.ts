import type { Area } from '../area.ts';
import { ok, requireAuth } from '../http.ts';

export const accountArea: Area = {
  name: 'account',
  routes: (api) => {
    api.get('/get-picture', requireAuth, (c) => ok(c, { data: c.get('user').avatar ?? null }));
  },
};
