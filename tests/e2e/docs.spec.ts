/**
 * The component docs: every page under /docs/ (listed from the built site) shows its heading,
 * passes the axe sweep (frames included), logs no console error or CSP violation, and looks as its
 * committed screenshot does (on Linux, where the screenshots were recorded, in the project's own fonts:
 * support/docs-fonts.ts; `npm run test:screenshots:update` records them again). Island states run from
 * fixtures: no docs page may call the real API. The docs are built only with DOCS=1, beside the site
 * under test (scripts/docs-routes.mjs): this file builds them first when they are missing or older
 * than the sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors } from './support/members.ts';
import { docsFontconfig } from './support/docs-fonts.ts';
import { docsDist, ensureDocsBuild } from '../../scripts/docs-routes.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from '../../scripts/chromium.ts';
import { axeViolations } from './support/a11y.ts';

const site = resolve(process.env.DIST_DIR ?? 'dist');
// Built again when older than the sources (a docs build left from an earlier version would test that), by
// the runner's own process as it lists the tests, before its workers start.
if (!process.env.TEST_WORKER_INDEX) ensureDocsBuild(site, { sources: ['src', 'public', 'tests/fixtures'] });
const dist = docsDist(site);

/** Anti-aliasing differs between systems: the committed screenshots are Linux's. */
const SCREENSHOTS_RECORDED_HERE = process.platform === 'linux';

// Chromium sees only the project's fonts, not the machine's, so a screenshot looks the same on any Linux.
// Motion as most members have it (the rest of the suite asks for less: playwright.config.ts).
test.use({
  reducedMotion: 'no-preference',
  launchOptions: {
    executablePath: testChromiumPath,
    args: CHROMIUM_ARGS,
    env: { ...(process.env as Record<string, string>), FONTCONFIG_FILE: docsFontconfig() },
  },
});

/** What to do when a page no longer looks as its screenshot. */
const SCREENSHOT_DIFFERS =
  'The page differs from its screenshot. Look at the diff: the Expected / Received / Diff images named ' +
  'below (under test-results/artifacts/). If the change to the page is deliberate, record the screenshots ' +
  'again with `npm run test:screenshots:update` and commit them; otherwise fix the page.';

/** The fonts Chromium drew the text of the first element matching `selector` with. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every docs page (the frame that hosts island states is checked through the pages that show it). */
const pages = [join(dist, 'docs.html'), ...htmlFiles(join(dist, 'docs'))]
  .map((file) => '/' + relative(dist, file).replace(/\.html$/, ''))
  .filter((path) => path !== '/docs/index' && path !== '/docs/frame')
  .map((path) => {
    const html = readFileSync(join(dist, `${path}.html`), 'utf8');
    const heading =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim() ?? '';
    return { path, heading, frames: (html.match(/data-docs-frame/g) ?? []).length };
  });

async function settle(page: Page, frames: number): Promise<void> {
  // Every preview island has hydrated…
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // …and every island state has had its fixture answers and done its steps.
  const frameElements = page.locator('iframe[data-docs-frame]');
  await expect(frameElements).toHaveCount(frames);
  for (let index = 0; index < frames; index += 1) {
    await expect(frameElements.nth(index).contentFrame().locator('html[data-preview-ready="true"]')).toHaveCount(1, {
      timeout: 15_000,
    });
  }
  await page.waitForLoadState('load');
}

test('the docs cover some primitives and islands', () => {
  expect(pages.length).toBeGreaterThan(10);
});

for (const { path, heading, frames } of pages) {
  test(`${path} shows "${heading}" without console errors or axe violations, as in its screenshot (on Linux)`, async ({
    page,
    baseURL,
  }) => {
    // Pages with island states load one frame per state.
    test.setTimeout(90_000 + frames * 20_000);
    // A fake clock that runs until the screenshot, then stops, so countdowns hold still for it.
    await page.clock.install();
    const errors = watchErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settle(page, frames);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(apiCalls).toEqual([]);
    if (!SCREENSHOTS_RECORDED_HERE) {
      test.info().annotations.push({
        type: 'screenshot not compared',
        description: `the committed screenshots were recorded on Linux; fonts render differently on ${process.platform}`,
      });
      return;
    }
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    // Referral links and their QR codes carry the test server's address, which differs between runs.
    const origin = new URL(String(baseURL)).origin;
    const mask = Array.from({ length: frames }, (_, index) =>
      page
        .locator('iframe[data-docs-frame]')
        .nth(index)
        .contentFrame()
        .locator(`input[value^="${origin}"], a[href^="${origin}"], svg[role="img"][aria-label*="QR" i]`),
    );
    await expect(page, SCREENSHOT_DIFFERS).toHaveScreenshot(
      `${path.replace(/^\/docs\/?/, '').replace(/\//g, '-') || 'index'}.png`,
      {
        fullPage: true,
        maxDiffPixelRatio: 0.01,
        // Tall pages full of frames take a while to capture twice on a busy machine.
        timeout: 30_000,
        stylePath: join(import.meta.dirname, 'docs-screenshot.css'),
        mask,
      },
    );
  });
}

test('the docs render in the project’s fonts, whatever fonts the machine has', async ({ page }) => {
  await page.goto('/docs/ui/table');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontsOf(page, 'h1')).toEqual(['Noto Sans']);
  expect(await fontsOf(page, 'td.font-mono')).toContain('Noto Sans Mono');
  // No docs page is in Hindi; a Hindi sentence on one shows what Devanagari text would be drawn with.
  await page.locator('h1').evaluate((heading) => {
    heading.setAttribute('lang', 'hi');
    heading.textContent = 'दस्तावेज़';
  });
  expect(await fontsOf(page, 'h1')).toEqual(['Noto Sans Devanagari']);
});

test('the overview answers at /docs/ too and links every page', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Component docs' })).toBeVisible();
  const links = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const documented = pages.map((entry) => entry.path).filter((path) => path !== '/docs');
  expect([...links].sort()).toEqual([...documented].sort());
});

test('the dashboard fixture the docs show is what the real dashboard shows from the same answer', async ({ page }) => {
  // The docs' "with data" state answers from this fixture; here the real page gets it from the network.
  const fixture = JSON.parse(readFileSync('tests/fixtures/dashboard/dashboard.json', 'utf8')) as {
    data: { username: string };
  };
  await page.route('**/api/dashboard', (route) =>
    route.fulfill({ json: { ...fixture, data: { ...fixture.data, username: 'fixture-member' } } }),
  );
  await openAs(page, 'demo', '/user/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: text.dashboard.greeting('fixture-member') })).toBeVisible();
  await expect(page.getByRole('list', { name: text.dashboard.statsLabel }).getByText('$2,500.00')).toBeVisible();
});

test('a team tree in a docs frame is as tall whatever the frame’s height, so fitting the frame to it settles', async ({
  page,
}) => {
  await page.goto('/docs/islands/team/BinaryTree');
  const frame = await page.locator('figure[data-state="tree"] iframe').getAttribute('src');
  const heights: number[] = [];
  for (const height of [600, 1200]) {
    await page.setViewportSize({ width: 1280, height });
    await page.goto(frame!);
    const tree = page.getByRole('tree');
    await expect(tree).toBeVisible();
    heights.push((await tree.boundingBox())!.height);
  }
  expect(heights[1]).toBe(heights[0]);
});

test('the axe sweep looks inside the frames that show island states', async ({ page }) => {
  await page.goto('/docs/islands/dashboard/ReferralLinks');
  await settle(page, 3);
  const frame = page.locator('iframe[data-docs-frame]').last().contentFrame();
  await frame.locator('body').evaluate((body) => body.append(Object.assign(new Image(), { src: '/favicon.svg' })));
  // The target names the frame, then the picture in it.
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: \S+ img$/)]);
});

test('docs pages ask search engines to stay away', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
});
