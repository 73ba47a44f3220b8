import type { Hono } from 'hono';
import type { Rng } from './rng.ts';
import type { AppEnv } from './http.ts';

export interface SeedContext {
  rng: Rng;
  /** Seeding happens "now" minus nothing: areas date their rows relative to it. */
  now: Date;
  /** id of the main demo member ("demo"). */
  demoId: number;
  /** ids of every member in the demo member's team, in join order. */
  teamIds: number[];
  /** The stored time `days` days and `minutes` minutes before `now`. */
  ago: (days: number, minutes?: number) => string;
  /** A member's id by username, if there is one. */
  idOf: (username: string) => number | undefined;
}

/** `days` days before `now`, at hour:minute UTC. */
export function dayAt(now: Date, days: number, hour = 10, minute = 0): Date {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

/**
 * One area of the contract, named like the portal's `src/lib/<area>`: its tables and its routes
 * (mounted under /api). Authenticated routes add `requireAuth` themselves. Its demo rows come from a
 * `seed…` function it exports, run by seed.ts in a fixed order.
 */
export interface Area {
  name: string;
  schema?: string;
  routes: (api: Hono<AppEnv>) => void;
}
