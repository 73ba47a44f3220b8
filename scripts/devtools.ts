/**
 * A bare DevTools-protocol client for the bench: it starts Chromium itself and drives each page with
 * only the domains the figures need.
 *
 * Why not Playwright here: Playwright turns on the `Runtime` domain of every page, and with it V8 records
 * a full stack trace (up to 200 frames, with their line numbers) for every exception thrown, even one
 * the page catches. React throws by design when a lazily loaded part renders before it has arrived
 * (Suspense). The line numbers make V8 parse React's whole file a second time, so at 4x CPU the first
 * render of a page with such a part took 100 to 150 ms longer than in a browser nobody inspects. This
 * client also turns `Runtime` on (to hear the page's console), but asks for stack traces of no frames.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

type Params = Record<string, unknown>;
// The protocol's answers and events are read field by field where they are used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = any;
type Listener = (params: Message) => void;

/** A browser from launchChromium; a Tab is one page in a browser context of its own (no cache or storage shared). */
export type Chromium = Awaited<ReturnType<typeof launchChromium>>;
export type Tab = Awaited<ReturnType<Chromium['newTab']>>;

/**
 * The switches Playwright starts headless Chromium with (playwright-core, chromiumSwitches.ts), so the
 * bench's browser is the e2e tests' browser: no field trials, no paint holding, no background throttling.
 */
const PLAYWRIGHTS_SWITCHES = `--headless --hide-scrollbars --mute-audio
  --blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4
  --disable-field-trial-config --disable-background-timer-throttling --disable-backgrounding-occluded-windows
  --disable-renderer-backgrounding --disable-back-forward-cache --disable-breakpad
  --disable-component-extensions-with-background-pages --disable-default-apps --disable-dev-shm-usage
  --disable-extensions
  --disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,OptimizationHints,NetworkTimeServiceQuerying,PreconnectToSearch
  --allow-pre-commit-input --disable-hang-monitor --disable-ipc-flooding-protection --disable-popup-blocking
  --disable-prompt-on-repost --force-color-profile=srgb --metrics-recording-only --no-default-browser-check
  --password-store=basic --use-mock-keychain --no-service-autorun`.split(/\s+/);

/** Network events a service worker's session hands on to its tab's listeners. */
const FORWARDED = ['requestWillBeSent', 'responseReceived', 'loadingFinished', 'loadingFailed'];

/** Headless Chromium as Playwright starts it, listening for one DevTools client. */
export async function launchChromium(extra: string[] = []) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath ?? chromium.executablePath(),
    [
      ...CHROMIUM_ARGS,
      ...PLAYWRIGHTS_SWITCHES,
      ...extra,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(said);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium stopped (${code}) before it listened: ${said.slice(-500)}`)),
    );
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, PromiseWithResolvers<Message> & { method: string }>();
  /** Event listeners by `${sessionId} ${method}`. */
  const listeners = new Map<string, Listener[]>();
  const listen = (key: string, listener: Listener) => listeners.set(key, [...(listeners.get(key) ?? []), listener]);
  const emit = (key: string, params: Message) => listeners.get(key)?.forEach((listener) => listener(params));
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const call = waiting.get(message.id);
    if (message.id === undefined) emit(`${message.sessionId ?? ''} ${message.method}`, message.params);
    else if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
    else call?.resolve(message.result);
  });
  // A command Chromium never answers (a tab that stopped responding) fails after a minute, so one
  // stuck run is reported rather than holding the bench for ever.
  const send = (method: string, params: Params = {}, sessionId?: string): Promise<Message> => {
    lastId += 1;
    const id = lastId;
    const call = { ...Promise.withResolvers<Message>(), method };
    waiting.set(id, call);
    const timer = setTimeout(() => call.reject(new Error(`${method}: no answer in 60 s`)), 60_000).unref();
    socket.send(JSON.stringify({ id, method, params, sessionId }));
    return call.promise.finally(() => (clearTimeout(timer), waiting.delete(id)));
  };

  /**
   * A new tab. `serviceWorkers`: attach to the service workers of its pages, so that their requests count
   * in `networkIdle` and their Network events reach the tab's listeners too (a worker's requests escape
   * the page's own Network events). DevTools cannot slow a worker's CPU (setCPUThrottlingRate is for pages).
   */
  async function newTab(viewport: { width: number; height: number }, { serviceWorkers = false } = {}) {
    const { browserContextId } = await send('Target.createBrowserContext');
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const tabSend = (method: string, params?: Params) => send(method, params, sessionId);
    const on = (event: string, listener: Listener) => listen(`${sessionId} ${event}`, listener);
    /** The first `event` that `pick` finds a value in; `failure` after `timeout` ms. */
    const next = <T>(event: string, timeout: number, failure: string, pick: (params: Message) => T | undefined) =>
      new Promise<T>((resolve, reject) => {
        let done = false;
        const timer = setTimeout(() => {
          done = true;
          reject(new Error(failure));
        }, timeout);
        on(event, (params) => {
          const value = done ? undefined : pick(params);
          if (value === undefined) return;
          done = true;
          clearTimeout(timer);
          resolve(value);
        });
      });
    await tabSend('Page.enable');
    await tabSend('Runtime.enable');
    // Console messages and exceptions carry no stack trace: see the top of this file.
    await tabSend('Runtime.setMaxCallStackSizeToCapture', { size: 0 });
    await tabSend('Network.enable');
    await tabSend('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });

    // Requests in flight, the page's and (apart: they outlive the page that started them) the workers'.
    let quietSince = performance.now();
    const track = (session: string, inFlight: Set<string>) => {
      listen(`${session} Network.requestWillBeSent`, (event) => inFlight.add(event.requestId));
      const done = (event: Message) => {
        if (inFlight.delete(event.requestId) && inFlight.size === 0) quietSince = performance.now();
      };
      listen(`${session} Network.loadingFinished`, done);
      listen(`${session} Network.loadingFailed`, done);
    };
    const [inFlight, workersInFlight] = [new Set<string>(), new Set<string>()];
    track(sessionId, inFlight);
    // A new document in the tab: what the last one asked for is no longer waited on (a prefetch it
    // started goes on in the browser, and its end is not reported to the tab).
    on('Page.frameNavigated', (event) => {
      if (event.frame?.parentId) return;
      inFlight.clear();
      quietSince = performance.now();
    });
    if (serviceWorkers) {
      // Every target the tab's pages start is attached paused: a service worker runs once its requests
      // are watched, any other (a page's worker) at once.
      on('Target.attachedToTarget', (event) => {
        const worker: string = event.sessionId;
        const resume = () => send('Runtime.runIfWaitingForDebugger', {}, worker).catch(() => undefined);
        if (event.targetInfo?.type !== 'service_worker') return void resume();
        track(worker, workersInFlight);
        for (const name of FORWARDED)
          listen(`${worker} Network.${name}`, (params) => emit(`${sessionId} Network.${name}`, params));
        // Sent together: a paused worker answers Network.enable only once it runs, but takes it before its script.
        void send('Network.enable', {}, worker).catch(() => undefined);
        void resume();
      });
      await tabSend('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    }
    return {
      send: tabSend,
      on,
      /** Resolves on the next `event` of the page (e.g. Page.loadEventFired). */
      once: (event: string, timeout: number) =>
        next(event, timeout, `no ${event} in ${timeout} ms`, (params) => params ?? {}),
      /** Resolves when the page writes `text` to its console (console.debug…), with the message's further values. */
      says: (text: string, timeout: number) =>
        next<unknown[]>(
          'Runtime.consoleAPICalled',
          timeout,
          `the page did not say "${text}" in ${timeout} ms`,
          (event) =>
            event.args?.[0]?.value === text ? event.args.slice(1).map((arg: Message) => arg.value) : undefined,
        ),
      /** The value of an expression in the page. */
      async evaluate<T>(expression: string): Promise<T> {
        const answer = await tabSend('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
        if (answer.exceptionDetails)
          throw new Error(answer.exceptionDetails.exception?.description ?? 'evaluate failed');
        return answer.result.value;
      },
      /** Resolves once no request (the watched workers' included) has been in flight for `quiet` ms, or after `timeout`. */
      async networkIdle(timeout: number, quiet = 500) {
        const until = performance.now() + timeout;
        while (performance.now() < until) {
          if (inFlight.size === 0 && workersInFlight.size === 0 && performance.now() - quietSince >= quiet) return;
          await delay(100);
        }
      },
      async close() {
        await send('Target.disposeBrowserContext', { browserContextId });
        for (const key of listeners.keys()) if (key.startsWith(`${sessionId} `)) listeners.delete(key);
      },
    };
  }

  return {
    newTab,
    async close() {
      socket.close();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
