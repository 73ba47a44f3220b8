import type { Hono } from 'hono';
import type { Db } from './db.ts';
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
}

/**
 * One area of the contract: its tables, its demo rows and its routes (mounted under /api).
 * Authenticated routes add `requireAuth` themselves.
 */
export interface Area {
  name: string;
  schema?: string;
  seed?: (db: Db, ctx: SeedContext) => void;
  routes: (api: Hono<AppEnv>) => void;
}
