/**
 * The inline scripts as the pages carry them: built by scripts/inline-scripts.mjs, then run here with
 * the few browser globals each one touches, so what they do is checked on the very strings the CSP hashes.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineScripts, INLINE_SCRIPTS } from '../../scripts/inline-scripts.mjs';
import { DEFAULT_LANG, LANG_CODES } from '../lib/lang.ts';

let built: Awaited<ReturnType<typeof inlineScripts>>;
beforeAll(async () => {
  built = await inlineScripts();
}, 30_000);

type Listener = (event: unknown) => void;

/** A page: its location, storage and listeners, and the script element's data attributes. */
function page(path: string, dataset: Record<string, string> = {}, lang = 'en', elements: Record<string, unknown> = {}) {
  const listeners: Record<string, Listener[]> = {};
  const url = new URL(path, 'https://portal.test');
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    href: url.href,
    replace: vi.fn(),
  };
  const store = () => {
    const data: Record<string, string> = {};
    return new Proxy(data, {
      get: (target, key: string) =>
        key === 'getItem'
          ? (name: string) => target[name] ?? null
          : key === 'setItem'
            ? (name: string, value: string) => (target[name] = value)
            : target[key],
    });
  };
  const globals = {
    document: {
      currentScript: { dataset },
      documentElement: { lang, style: {} as Record<string, string> },
      querySelectorAll: () => [] as unknown[],
      getElementsByName: () => [] as unknown[],
      getElementById: (id: string) => elements[id] ?? null,
      addEventListener: (type: string, listener: Listener) => (listeners[`document ${type}`] ??= []).push(listener),
    },
    location,
    sessionStorage: store() as Record<string, string>,
    localStorage: store() as Record<string, string>,
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    fire: (type: string, event: unknown) => listeners[type]?.forEach((listener) => listener(event)),
    fetch: vi.fn((_url: string, _init: { headers: Record<string, string> }) => new Promise(() => {})),
    navigator: { serviceWorker: { register: vi.fn() } },
    self: {} as Record<string, unknown>,
    window: {} as Record<string, unknown>,
  };
  const run = (source: string) => {
    const names = Object.keys(globals).filter((name) => name !== 'fire');
    new Function(...names, source)(...names.map((name) => globals[name as keyof typeof globals]));
  };
  return { ...globals, run };
}

describe('the inline scripts', () => {
  it('are built for every page, and the languages they read name the default one first', () => {
    for (const name of INLINE_SCRIPTS) expect(built[name]).toMatch(/\S/);
    expect(LANG_CODES[0]).toBe(DEFAULT_LANG);
  });

  it('guard: sends a visitor without a session to the sign-in page with the asked page, and lets a member stay', () => {
    const visitor = page('/user/payouts?page=2#top', { login: '/hi/login' });
    visitor.run(built.guard);
    expect(visitor.location.replace).toHaveBeenCalledWith(
      `/hi/login?next=${encodeURIComponent('/user/payouts?page=2#top')}`,
    );
    expect(visitor.document.documentElement.style.visibility).toBe('hidden');

    const member = page('/user/payouts', { login: '/login' });
    member.sessionStorage.token = 't';
    member.sessionStorage.status = '1';
    member.run(built.guard);
    expect(member.location.replace).not.toHaveBeenCalled();
  });

  it('landing: goes on to the sign-in page', () => {
    const landing = page('/', { login: '/es/login' });
    landing.run(built.landing);
    expect(landing.location.replace).toHaveBeenCalledWith('/es/login');
  });

  it("sw: registers the language's worker once the page has loaded", () => {
    const one = page('/hi/login', { sw: '/hi/sw.js' });
    one.run(built.sw);
    expect(one.navigator.serviceWorker.register).not.toHaveBeenCalled();
    one.fire('load', {});
    expect(one.navigator.serviceWorker.register).toHaveBeenCalledWith('/hi/sw.js');
  });

  it("lang: opens the chosen language's page, keeping the query and fragment, and remembers a switch click", () => {
    const langs = LANG_CODES.join(' ');
    const hindi = page('/user/payouts?page=2#x', { langs }, 'en');
    hindi.localStorage.lang = 'hi';
    hindi.run(built.lang);
    expect(hindi.location.replace).toHaveBeenCalledWith('/hi/user/payouts?page=2#x');

    const english = page('/es/login', { langs }, 'es');
    english.localStorage.lang = 'en';
    english.run(built.lang);
    expect(english.location.replace).toHaveBeenCalledWith('/login');

    const same = page('/hi/login', { langs }, 'hi');
    same.localStorage.lang = 'hi';
    same.run(built.lang);
    expect(same.location.replace).not.toHaveBeenCalled();
    const link = { dataset: { lang: 'es' }, search: '', hash: '' };
    same.fire('click', { target: { closest: () => link } });
    expect(same.localStorage.lang).toBe('es');
  });

  it('carry: a switch click keeps what was typed, not a password or a code, for the same page in the other language', () => {
    const langs = LANG_CODES.join(' ');
    const login = page('/hi/register', { langs }, 'hi');
    const inputs = [
      { name: 'email', type: 'email', value: 'a@b.c' },
      { name: 'password', type: 'password', value: 'secret' },
      { name: 'otp', type: 'text', value: '123456' },
    ];
    login.document.querySelectorAll = () => inputs;
    login.run(built.carry);
    login.fire('click', { target: { closest: () => ({}) } });
    expect(JSON.parse(login.sessionStorage.carry!)).toEqual(['/register', { email: 'a@b.c' }]);
  });

  it("early: asks the route's calls with the token in the header, and only the calls without it when signed out", () => {
    const member = page('/user/payouts', { api: '/api/', calls: 'payouts users/{u} -country' });
    member.sessionStorage.token = 'tok';
    member.sessionStorage.username = 'de mo';
    member.run(built.early);
    const asked = member.fetch.mock.calls.map(([url, init]) => [
      url,
      (init as { headers: Record<string, string> }).headers.Authorization,
    ]);
    expect(asked).toEqual([
      ['https://portal.test/api/payouts', 'Bearer tok'],
      ['https://portal.test/api/users/de%20mo', 'Bearer tok'],
      ['https://portal.test/api/country', undefined],
    ]);
    expect(Object.keys(member.window.__early as object)).toHaveLength(3);

    const visitor = page('/register', { api: '/api/', calls: 'payouts -country' });
    visitor.run(built.early);
    expect(visitor.fetch.mock.calls.map(([url]) => url)).toEqual(['https://portal.test/api/country']);
  });

  it("early: asks for a referral link's sponsor (the address's u, as the form takes it), and nothing without one", () => {
    const calls = '-country -check/{?u}/sponsor';
    const linked = page('/register?u=de-mo!&p=L', { api: '/api/', calls });
    linked.run(built.early);
    expect(linked.fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://portal.test/api/country',
      'https://portal.test/api/check/demo/sponsor',
    ]);
    const plain = page('/register?p=L', { api: '/api/', calls });
    plain.run(built.early);
    expect(plain.fetch.mock.calls.map(([url]) => url)).toEqual(['https://portal.test/api/country']);
  });

  it("press: keeps the first press on an island's form, swallows the others, and hands it to the island once", async () => {
    const signIn = page('/login');
    signIn.run(built.press);
    const button = { ariaBusy: null as string | null, ariaDisabled: null as string | null, disabled: false };
    const press = () => {
      const event = {
        submitter: button,
        target: { closest: () => ({}) },
        preventDefault: vi.fn(),
        stopPropagation: vi.fn(),
      };
      signIn.fire('submit', event);
      return event;
    };
    const first = press();
    const second = press();
    expect(first.preventDefault).toHaveBeenCalled();
    expect(second.preventDefault).toHaveBeenCalled();
    expect(button.ariaBusy).toBe('true');
    const submit = vi.fn(() => Promise.resolve());
    (signIn.self.takeEarlyPress as (s: typeof submit) => void)(submit);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(first);
    await Promise.resolve();
    await Promise.resolve();
    expect(button.ariaBusy).toBeNull();
    // From then on the island's own handler takes the presses.
    const later = press();
    expect(later.preventDefault).not.toHaveBeenCalled();
  });
  it("invited: names a link's sponsor from the head's answer while the form is the server's, and only then", async () => {
    const sponsor = (body: string, started = false) => {
      const line = { textContent: '' };
      const visit = page('/register?u=demo', { template: 'Invited by {}' }, 'en', { 'invited-by': line });
      // The form's first render has read the (empty) line: it has started.
      if (started) visit.self.__invitedBy = '';
      const answer = Promise.resolve({ ok: true, status: 200, body });
      visit.self.__early = { 'https://portal.test/api/check/demo/sponsor': { auth: false, at: 0, answer } };
      visit.run(built.invited);
      return answer.then(() => new Promise((done) => setTimeout(done))).then(() => ({ line, self: visit.self }));
    };
    const available = JSON.stringify({
      status: true,
      data: 'Available',
      info: { name: 'Demo Member', username: 'demo' },
    });
    const named = await sponsor(available);
    expect(named.line.textContent).toBe('Invited by Demo Member (demo)');
    expect(named.self.__invitedBy).toBe('Invited by Demo Member (demo)');
    // Once the form has started it draws the line itself; a refusal or an unreadable answer draws nothing.
    for (const [body, started] of [
      [available, true],
      [JSON.stringify({ data: 'Not Available' }), false],
      ['<html>', false],
    ] as const) {
      const { line, self } = await sponsor(body, started);
      expect(line.textContent).toBe('');
      expect(self.__invitedBy).toBe(started ? '' : undefined);
    }
  });
});
