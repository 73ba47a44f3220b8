/**
 * Hosts one island in one state inside a docs preview frame: picks the state from `?state=`, points
 * the fixture layer at that state's answers, gives the island a demo session, and then does what a
 * person would do to reach the state (open a dialog, submit a form). Reports its height to the docs
 * page and marks the document ready (`html[data-preview-ready]`) once nothing is loading any more.
 */
import { pending, onSettle, setRoutes, type Routes } from './mock.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { $session, type Session } from '../lib/session/session.ts';
import { Toaster } from '../islands/shell/Toaster.tsx';
import { TOAST_MS } from '../lib/toast/toasts.ts';

// In a preview a toast stays until it is closed, so every state can be looked at (and compared with
// its screenshot) for as long as needed.
if (typeof window !== 'undefined') {
  const schedule = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    ms === TOAST_MS ? 0 : schedule(handler, ms, ...rest)) as typeof window.setTimeout;
}

/** How a frame reaches one state of an island. */
export interface Scenario {
  routes: Routes;
  /** Steps after the first answers have arrived, to reach the state (e.g. open a dialog). */
  act?: (page: HTMLElement) => Promise<void> | void;
  /** The session the island sees: the demo member's unless the frame is a `visitor` one; `null` for a visitor. */
  session?: Session | null;
  /** Runs before the island first renders (e.g. a flash message waiting in sessionStorage). */
  setup?: () => void;
}

/**
 * One state of an island, described once: what its docs page says about it (title, note, frame
 * height) and how the frame reaches it. A preview exports its states as `scenarios`; the docs page
 * lists them in that order.
 */
export interface State extends Scenario {
  title: string;
  /** What to notice in this state. */
  note?: string;
  /** Frame height before the content reports its own (px); open dialogs need room. */
  height?: number;
}

export const DEMO_SESSION: Session = {
  username: 'demo',
  token: 'docs-preview',
  auth_type: 'otp',
  status: '1',
  email: 'demo@example.com',
};

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

/**
 * Keeps the frame element as tall as the content plus the frame's own border (never shorter than the
 * docs page made it). The height follows from the content alone, so the frame ends the same size
 * whatever order things loaded in. Content sized by the viewport (dvh) would grow with the frame, so
 * the frame's page gives such parts a laptop's screen height (`--screen-height` in FrameLayout.astro);
 * should one still follow the frame, the frame stops following it after a few rounds.
 */
function fitFrame(content: HTMLElement): () => void {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return () => {};
  const least = frame.getBoundingClientRect().height;
  const border = frame.offsetHeight - frame.clientHeight;
  let rounds = 0;
  const fit = () => {
    const height = Math.ceil(Math.max(least, content.getBoundingClientRect().height + border));
    if (height === Math.round(frame.getBoundingClientRect().height) || rounds++ > 20) return;
    frame.style.height = `${height}px`;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(content);
  fit();
  return () => observer.disconnect();
}

const LANDMARKS =
  'section[aria-label], section[aria-labelledby], [role="region"], nav, aside, [role="navigation"], [role="complementary"], [role="search"]';

/**
 * Names every landmark in the frame after the state too ("Notifications (offline)"): screen readers
 * list the landmarks of all frames together, and several states of one island would otherwise
 * repeat the same names on the docs page.
 */
function nameLandmarksAfter(state: string): () => void {
  const suffix = ` (${state})`;
  const tag = () => {
    for (const element of document.querySelectorAll<HTMLElement>(LANDMARKS)) {
      const labelledBy = element.getAttribute('aria-labelledby');
      let label = element.getAttribute('aria-label') ?? '';
      if (labelledBy) {
        label = labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ');
        element.removeAttribute('aria-labelledby');
      }
      if (!label.endsWith(suffix)) element.setAttribute('aria-label', `${label}${suffix}`.trim());
    }
  };
  const observer = new MutationObserver(tag);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-labelledby'],
  });
  tag();
  return () => observer.disconnect();
}

export interface IslandFrameProps<S extends string> {
  scenarios: Record<S, Scenario>;
  children: (state: S) => ReactNode;
  /** Show the island's toasts (default true; the Toaster's own page renders it itself). */
  toaster?: boolean;
  /** The states that set no session run for a visitor (the public pages' islands). */
  visitor?: boolean;
}

export function IslandFrame<S extends string>({ scenarios, children, toaster = true, visitor }: IslandFrameProps<S>) {
  const [state] = useState(() => {
    const wanted = new URLSearchParams(window.location.search).get('state') ?? '';
    const known = (Object.keys(scenarios) as S[]).includes(wanted as S) ? (wanted as S) : null;
    if (known) {
      const scenario = scenarios[known];
      setRoutes(scenario.routes);
      const session = scenario.session === undefined && visitor ? null : scenario.session;
      $session.set(session === null ? {} : { ...DEMO_SESSION, ...session });
      scenario.setup?.();
    }
    return known;
  });
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const content = root.current?.closest<HTMLElement>('[data-frame-content]') ?? root.current;
    const unfit = content ? fitFrame(content) : () => {};
    const unname = state ? nameLandmarksAfter(state) : () => {};
    const stop = () => {
      unfit();
      unname();
    };
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
      {toaster ? <Toaster /> : null}
    </div>
  );
}

/** Waits for an element a person would find by its visible text or accessible name. */
export async function find(
  page: HTMLElement,
  selector: string,
  name: string | RegExp,
  timeoutMs = 4000,
): Promise<HTMLElement> {
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
export async function click(
  page: HTMLElement,
  name: string | RegExp,
  selector = 'button, a, [role="tab"], [role="button"]',
): Promise<void> {
  (await find(page, selector, name)).click();
  await frames();
}

/** Sets a control's value as typing would (React sees the input or change event). */
export async function type(control: Element | null, value: string): Promise<void> {
  if (!(
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  )) {
    throw new Error('[docs] not a form control');
  }
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await frames();
}

/** Types into the control labelled `label` (a <label> element) as a person would. */
export async function fill(page: HTMLElement, label: string | RegExp, value: string): Promise<void> {
  const labelElement = (await find(page, 'label', label)) as HTMLLabelElement;
  await type(
    labelElement.htmlFor
      ? document.getElementById(labelElement.htmlFor)
      : labelElement.querySelector('input, textarea, select'),
    value,
  );
}

/** Moves focus away from the control labelled `label` (for checks that run when a field is left). */
export async function leave(page: HTMLElement, label: string | RegExp): Promise<void> {
  const labelElement = (await find(page, 'label', label)) as HTMLLabelElement;
  const control = labelElement.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
  control?.focus();
  control?.blur();
  await frames();
}
