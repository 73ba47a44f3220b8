/**
 * The stats' first paint, inlined at the end of the dashboard page (built by scripts/inline-scripts.mjs;
 * its data-api is the API base). The head asks for the page's data at once (lib/api/early.ts); this
 * draws the stat cards from those answers before React arrives, with the island's own markup, classes,
 * labels and formats (cards.ts, fields.ts, the catalogue), so nothing moves when the island takes over
 * (first-paint.ts). Anything unusual (a refusal, an answer it cannot read, a member who gets the Get
 * started card, an island that is already up) leaves the page to the island.
 */
import { readEnvelope, isOn } from '../api/envelope.ts';
import type * as text from '../text.ts';
import type { RawAnswer } from '../api/early.ts';
import { answerBody, coverIsland, peekEarly } from '../first-paint.ts';
import { showValue, STATS_LOOK, visibleFields } from './cards.ts';
import { DASHBOARD_FIELDS, toStat } from './fields.ts';
import { FIRST_PAINT_ID } from './first-paint.ts';
import type { DashboardData } from './schema.ts';
import { wantsGetStarted } from './start.ts';

/** The dashboard data of an answer the first paint can trust, or null. */
export function readStats(answer: RawAnswer | null): DashboardData | null {
  const body = answerBody(answer);
  if (!body || !readEnvelope(body, true).ok) return null;
  const data = body.data;
  if (typeof data !== 'object' || data === null) return null;
  const sent = data as Record<string, unknown>;
  if (typeof sent.username !== 'string' || sent.username === '') return null;
  const stats = Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, toStat(sent[field])]));
  return { ...stats, username: sent.username } as DashboardData;
}

/** The binary flag of a GET pre-register answer, or null when it cannot be read. */
export function readBinary(answer: RawAnswer | null): boolean | null {
  const body = answerBody(answer);
  return body && readEnvelope(body, true).ok ? isOn(body.binary) : null;
}

const element = (tag: string, className: string, content?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
};

/**
 * The texts the stats show, in the build's language, made at build time (scripts/inline-scripts.mjs):
 * the script carries these and not the whole dashboard section of the catalogue.
 */
export function statsTexts(dashboard: typeof text.dashboard) {
  const mark = '\u0000';
  return {
    greeting: dashboard.greeting(mark).split(mark) as [string, string],
    statsLabel: dashboard.statsLabel,
    labels: dashboard.labels,
  };
}
export type StatsTexts = ReturnType<typeof statsTexts>;

/** The island's data view (DashboardStats.tsx), built without React. */
export function drawStats(data: DashboardData, binary: boolean, texts: StatsTexts): HTMLElement {
  const section = document.createElement('section');
  const heading = element('h2', STATS_LOOK.heading, texts.greeting.join(data.username));
  const list = element('ul', STATS_LOOK.grid);
  list.setAttribute('aria-label', texts.statsLabel);
  for (const field of visibleFields(data, binary)) {
    const card = element('li', `${STATS_LOOK.card} ${STATS_LOOK.shown}`);
    const value = element('p', STATS_LOOK.value);
    const figure = document.createElement('span');
    figure.dir = 'ltr';
    figure.textContent = showValue(field, data[field]);
    value.append(figure);
    card.append(element('p', STATS_LOOK.label, texts.labels[field]), value);
    list.append(card);
  }
  section.append(heading, list);
  return section;
}

/** Draws the stats from the head's answers once both are in (see the page's inline script). */
async function firstPaint(apiBase: string, texts: StatsTexts): Promise<void> {
  const target = document.getElementById(FIRST_PAINT_ID);
  const [stats, plan] = await Promise.all([peekEarly(apiBase, 'dashboard'), peekEarly(apiBase, 'pre-register')]);
  const data = readStats(stats ?? null);
  const binary = readBinary(plan ?? null);
  // The island may have come first (a warm cache): then it is already showing the same.
  if (!target || !data || binary === null || wantsGetStarted(data)) return;
  coverIsland(target, drawStats(data, binary, texts));
}

/** The page's inline script: `paintStats(texts)`, bundled with the texts (scripts/inline-scripts.mjs). */
export function paintStats(texts: StatsTexts): void {
  const script = document.currentScript as HTMLScriptElement | null;
  void firstPaint(script?.dataset.api ?? '/api/', texts);
}
