import { chromium } from '@playwright/test';
import { startServer } from './server/index.ts';
import { signInThroughApi } from './tests/e2e/support.ts';
const port = 4497, base = `http://127.0.0.1:${port}`;
process.env.QUIET = '1';
const { server } = startServer({ port, dbPath: ':memory:', demo: true });
const login = await signInThroughApi(base, 'mpindemo');
const session = { username: login.username, token: login.token, auth_type: login.auth_type, status: '1', email: login.email };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const path = process.argv[2];
const width = Number(process.argv[3] ?? 412);
const boxes = (page: any) => page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.parentElement?.closest('main') && (e.getBoundingClientRect().height > 30) && e.children.length > 0).slice(0, 12).map((e) => `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')} y=${Math.round(e.getBoundingClientRect().top)} h=${Math.round(e.getBoundingClientRect().height)} w=${Math.round(e.getBoundingClientRect().width)}`));
for (const phase of ['fallback', 'loading', 'loaded']) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript((v) => { for (const [k, x] of Object.entries(v)) sessionStorage.setItem(k, x); }, session);
  if (phase === 'fallback') await page.route('**/_astro/*.js', () => {});
  if (phase === 'loading') await page.route('**/api/**', () => {});
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.waitForTimeout(phase === 'loaded' ? 3000 : 2000);
  console.log('##', phase, '\n' + (await boxes(page)).join('\n'));
  await page.screenshot({ path: `/tmp/phase-${phase}.png` });
  await context.close();
}
await browser.close(); server.close();
