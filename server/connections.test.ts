/**
 * The server keeps an idle connection as long as a common front server does (nginx: 75 s), not Node's
 * 5 s, so a member who reads a page for a while sends the next page's calls over the open connection
 * instead of paying a new one (a round trip on a slow link, two or three with TLS).
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Server } from 'node:http';
import { startServer } from './index.ts';

describe('connections', () => {
  it('keeps an idle connection open for 75 s', () => {
    const { server, db } = startServer({ port: 0, dbPath: ':memory:', demo: false });
    onTestFinished(() => {
      server.close();
      db.close();
    });
    expect((server as Server).keepAliveTimeout).toBe(75_000);
    expect((server as Server).headersTimeout).toBeGreaterThan(75_000);
  });
});
