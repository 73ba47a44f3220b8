/**
 * Modals open and close with the spec's 300 ms transition (part 1 §9 "modal transition 300 ms"), and
 * without one when the member asks the system for reduced motion. Checked on a Dialog (Forgot password
 * on /login) and an AlertDialog (the purchase warning on Purchase Package).
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hydrated } from './support/auth.ts';
import { openAs } from './support/members.ts';

// With motion on, as most members have it (the suite runs with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Motion = { name: string; duration: string; state: string | undefined };

/** The running animation of the panel (by role) and of the overlay behind it. */
function motionOf(page: Page, role: string): Promise<{ panel: Motion | null; overlay: Motion | null }> {
  return page.evaluate((role) => {
    const read = (element: HTMLElement | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration, state: element.dataset.state };
    };
    const panel = document.querySelector<HTMLElement>(`[role="${role}"]`);
    // Radix portals the overlay next to the panel: the full-screen layer that shares its state.
    const overlay = [...document.querySelectorAll<HTMLElement>('body > [data-state], body > * > [data-state]')].find(
      (element) =>
        element !== panel &&
        !element.contains(panel) &&
        getComputedStyle(element).position === 'fixed' &&
        getComputedStyle(element).inset === '0px',
    );
    return { panel: read(panel), overlay: read(overlay ?? null) };
  }, role);
}

/** Presses Escape in the page and reads the animations once the closing state is drawn. */
function closeAndRead(page: Page, role: string) {
  return page.evaluate(async (role) => {
    document
      .querySelector(`[role="${role}"]`)
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const panel = document.querySelector<HTMLElement>(`[role="${role}"]`);
    if (!panel) return null;
    const style = getComputedStyle(panel);
    return { name: style.animationName, duration: style.animationDuration, state: panel.dataset.state };
  }, role);
}

async function openForgot(page: Page) {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByRole('button', { name: text.signIn.forgotPassword }).click();
  await expect(page.getByRole('dialog', { name: text.signIn.forgotPassword })).toBeVisible();
}

async function openWarning(page: Page) {
  await openAs(page, 'demo', '/user/packageList');
  await page.getByRole('button', { name: text.packages.buy }).first().click();
  await expect(page.getByRole('alertdialog', { name: text.packages.warning })).toBeVisible();
}

const cases = [
  { name: 'a dialog', role: 'dialog', open: openForgot },
  { name: 'an alert dialog', role: 'alertdialog', open: openWarning },
];

for (const { name, role, open } of cases) {
  test(`${name} opens and closes in 300 ms`, async ({ page }) => {
    await open(page);
    expect(await motionOf(page, role)).toEqual({
      panel: { name: 'panel-in', duration: '0.3s', state: 'open' },
      overlay: { name: 'overlay-in', duration: '0.3s', state: 'open' },
    });
    expect(await closeAndRead(page, role)).toEqual({ name: 'panel-out', duration: '0.3s', state: 'closed' });
    await expect(page.getByRole(role as 'dialog')).toHaveCount(0);
  });

  test(`${name} opens and closes at once under reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    expect(await motionOf(page, role)).toEqual({
      panel: { name: 'none', duration: '0s', state: 'open' },
      overlay: { name: 'none', duration: '0s', state: 'open' },
    });
    expect(await closeAndRead(page, role)).toBeNull();
  });
}
