/**
 * The stats' first paint, inlined at the end of the dashboard page (built by scripts/inline-scripts.mjs;
 * its data-api is the API base). The head asks for the page's data at once (lib/api/early.ts); this
 * draws the stat cards from those answers before React arrives, with the island's own markup, classes,
 * labels and formats (cards.ts, fields.ts, the catalogue), so nothing moves when the island takes over
 * (first-paint.ts). Anything unusual (a refusal, an answer it cannot read, a member who gets the Get
 * started card, an island that is already up) leaves the page to the island.
 */
import { readEnvelope, isOn } from '../api/envelope.ts';
import * as text from '../text.ts';
import { DATA_MARK } from '../marks.ts';
import { showValue, STATS_LOOK, visibleFields } from './cards.ts';
import { DASHBOARD_FIELDS, toStat } from './fields.ts';
import { COVERED, FIRST_PAINT_ID } from './first-paint.ts';
import type { DashboardData } from './schema.ts';
import { wantsGetStarted } from './start.ts';

interface EarlyAnswer {
  status: number;
  ok: boolean;
  body: string;
}

/** The dashboard data of an answer the first paint can trust, or null. */
export function readStats(answer: EarlyAnswer | null): DashboardData | null {
  if (!answer?.ok) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return null;
  }
  if (!readEnvelope(body, true).ok) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const sent = data as Record<string, unknown>;
  if (typeof sent.username !== 'string' || sent.username === '') return null;
  const stats = Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, toStat(sent[field])]));
  return { ...stats, username: sent.username } as DashboardData;
}

/** The binary flag of a GET pre-register answer, or null when it cannot be read. */
export function readBinary(answer: EarlyAnswer | null): boolean | null {
  if (!answer?.ok) return null;
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    return readEnvelope(body, true).ok ? isOn(body.binary) : null;
  } catch {
    return null;
  }
}

const element = (tag: string, className: string, content?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
};

/** The island's data view (DashboardStats.tsx), built without React. */
export function drawStats(data: DashboardData, binary: boolean): HTMLElement {
  const section = document.createElement('section');
  const heading = element('h2', STATS_LOOK.heading, text.dashboard.greeting(data.username));
  const list = element('ul', STATS_LOOK.grid);
  list.setAttribute('aria-label', text.dashboard.statsLabel);
  for (const field of visibleFields(data, binary)) {
    const card = element('li', `${STATS_LOOK.card} ${STATS_LOOK.shown}`);
    const value = element('p', STATS_LOOK.value);
    const figure = document.createElement('span');
    figure.dir = 'ltr';
    figure.textContent = showValue(field, data[field]);
    value.append(figure);
    card.append(element('p', STATS_LOOK.label, text.dashboard.labels[field]), value);
    list.append(card);
  }
  section.append(heading, list);
  return section;
}

/** Draws the stats from the head's answers once both are in (see the page's inline script). */
async function firstPaint(apiBase: string): Promise<void> {
  const target = document.getElementById(FIRST_PAINT_ID);
  const island = target?.nextElementSibling as HTMLElement | null;
  const early = (window as { __early?: Record<string, { answer: Promise<EarlyAnswer | null> }> }).__early;
  if (!target || !island || !early) return;
  const url = (path: string) => new URL(path, new URL(apiBase, location.href)).href;
  const [stats, plan] = await Promise.all([early[url('dashboard')]?.answer, early[url('pre-register')]?.answer]);
  const data = readStats(stats ?? null);
  const binary = readBinary(plan ?? null);
  // The island may have come first (a warm cache): then it is already showing the same.
  if (!data || binary === null || wantsGetStarted(data) || !island.hasAttribute('ssr')) return;
  target.replaceChildren(drawStats(data, binary));
  target.hidden = false;
  island.hidden = true;
  island.setAttribute(COVERED, '');
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
  });
}

const script = document.currentScript as HTMLScriptElement | null;
void firstPaint(script?.dataset.api ?? '/api/');
