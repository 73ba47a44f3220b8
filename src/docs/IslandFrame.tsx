/**
 * Hosts one island in one state inside a docs preview frame: picks the state from `?state=`, points
 * the fixture layer at that state's answers, gives the island a demo session, and then does what a
 * person would do to reach the state (open a dialog, submit a form). Reports its height to the docs
 * page and marks the document ready (`html[data-preview-ready]`) once nothing is loading any more.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pending, onSettle, setRoutes, type Routes } from './mock.ts';
import { $session, type Session } from '../lib/session/session.ts';
import { Toaster } from '../islands/shell/Toaster.tsx';

export interface Scenario {
  routes: Routes;
  /** Steps after the first answers have arrived, to reach the state (e.g. open a dialog). */
  act?: (page: HTMLElement) => Promise<void> | void;
  /** The session the island sees; the demo member by default, `null` for a visitor. */
  session?: Session | null;
}

export const DEMO_SESSION: Session = { username: 'demo', token: 'docs-preview', auth_type: 'otp', status: '1', email: 'demo@example.com' };

const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Resolves once no fixture answer has been pending for a moment. */
async function quiet(): Promise<void> {
  for (;;) {
    await frames();
    if (pending() > 0) {
      await new Promise<void>((done) => {
        const stop = onSettle(() => {
          if (pending() === 0) {
            stop();
            done();
          }
        });
      });
      continue;
    }
    await sleep(150);
    if (pending() === 0) return;
  }
}

/** Keeps the frame element as tall as the content (never shorter than the docs page made it). */
function fitFrame(content: HTMLElement): () => void {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return () => {};
  const least = frame.getBoundingClientRect().height;
  const fit = () => {
    frame.style.height = `${Math.ceil(Math.max(least, content.getBoundingClientRect().height))}px`;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(content);
  fit();
  return () => observer.disconnect();
}

export interface IslandFrameProps<S extends string> {
  scenarios: Record<S, Scenario>;
  children: (state: S) => ReactNode;
}

export function IslandFrame<S extends string>({ scenarios, children }: IslandFrameProps<S>) {
  const [state] = useState(() => {
    const wanted = new URLSearchParams(window.location.search).get('state') ?? '';
    const known = (Object.keys(scenarios) as S[]).includes(wanted as S) ? (wanted as S) : null;
    if (known) {
      const scenario = scenarios[known];
      setRoutes(scenario.routes);
      $session.set(scenario.session === null ? {} : { ...DEMO_SESSION, ...scenario.session });
    }
    return known;
  });
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const content = root.current?.closest('main') ?? root.current;
    const stop = content ? fitFrame(content) : () => {};
    let live = true;
    void (async () => {
      await quiet();
      const act = state ? scenarios[state].act : undefined;
      if (act && live) {
        await act(document.body);
        await quiet();
      }
      if (live) document.documentElement.dataset.previewReady = 'true';
    })();
    return () => {
      live = false;
      stop();
    };
  }, [scenarios, state]);

  if (!state) {
    console.error(`[docs] unknown state "${new URLSearchParams(window.location.search).get('state') ?? ''}"`);
    return (
      <div ref={root} role="alert" className="text-sm">
        Unknown state. Known states: {Object.keys(scenarios).join(', ')}.
      </div>
    );
  }
  return (
    <div ref={root}>
      {children(state)}
      <Toaster />
    </div>
  );
}

/** Waits for an element a person would find by its visible text or accessible name. */
export async function find(page: HTMLElement, selector: string, name: string | RegExp, timeoutMs = 4000): Promise<HTMLElement> {
  const matches = (element: Element) => {
    // A required field's label ends in an aria-hidden "*".
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s*\*$/, '');
    return typeof name === 'string' ? label === name : name.test(label);
  };
  const start = Date.now();
  for (;;) {
    const found = [...page.querySelectorAll<HTMLElement>(selector)].find(matches);
    if (found) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`[docs] no ${selector} named ${String(name)}`);
    await sleep(50);
  }
}

/** Clicks a button or link by its name. */
export async function click(page: HTMLElement, name: string | RegExp, selector = 'button, a, [role="tab"], [role="button"]'): Promise<void> {
  (await find(page, selector, name)).click();
  await frames();
}

/** Types into the control labelled `label` as a person would (React sees the input events). */
export async function fill(page: HTMLElement, label: string | RegExp, value: string): Promise<void> {
  const labelElement = (await find(page, 'label', label)) as HTMLLabelElement;
  const control = labelElement.htmlFor ? document.getElementById(labelElement.htmlFor) : labelElement.querySelector('input, textarea, select');
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) {
    throw new Error(`[docs] no control for ${String(label)}`);
  }
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await frames();
}
