/** Helpers of the task and support specs: fresh members, pictures drawn on the fly, ad pages served locally. */
import { deflateSync, crc32 } from 'node:zlib';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { newMember, useSession, type StoredSession } from './members.ts';

/** Signs a brand-new member in for `page` (tests that change data act on their own member). */
export async function asNewMember(page: Page, testInfo: TestInfo): Promise<StoredSession> {
  const session = await newMember(String(testInfo.project.use.baseURL), testInfo.workerIndex);
  await useSession(page, session);
  return session;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG; `noise` makes it incompressible (a camera-sized file from a small picture). */
export function pngOf(width: number, height: number, noise = false): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width * 3; x += 1) {
      if (noise) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        raw[row + 1 + x] = seed >>> 24;
      } else raw[row + 1 + x] = x % 3 === 0 ? 200 : 60;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: noise ? 0 : 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const smallPng = () => ({ name: 'proof.png', mimeType: 'image/png', buffer: pngOf(40, 30) });

/** The demo's task links, answered locally so no test leaves the machine. */
export async function serveAdPages(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(example\.(com|org|net)|www\.wikipedia\.org|developer\.mozilla\.org)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Ad</title><h1>Sponsored page</h1>' }),
  );
}

/** Makes the page report itself hidden or visible, as when its window goes behind another. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
