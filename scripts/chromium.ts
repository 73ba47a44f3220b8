/** Makes sure a Chromium is available for Playwright: CHROME_PATH, Debian's chromium, or installs it. */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureChromium(): void {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return;
  if (existsSync('/usr/bin/chromium')) return;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) return; // Playwright's own browser, if installed.
  console.log('Installing Debian chromium…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => spawnSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}
