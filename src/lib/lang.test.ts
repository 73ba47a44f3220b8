import { afterEach, describe, expect, it, vi } from 'vitest';
import { langOf, pathIn, withoutPrefix } from './lang.ts';

describe('language prefixes', () => {
  it('read the language of a path', () => {
    expect(langOf('/hi/user/kyc')).toBe('hi');
    expect(langOf('/es')).toBe('es');
    expect(langOf('/user/kyc')).toBe('en');
    expect(langOf('/history')).toBe('en');
    expect(langOf('/en/login')).toBe('en');
  });

  it('give the same page in another language, landing page included', () => {
    expect(pathIn('/hi/user/kyc', 'es')).toBe('/es/user/kyc');
    expect(pathIn('/register', 'hi')).toBe('/hi/register');
    expect(pathIn('/es/login', 'en')).toBe('/login');
    expect(pathIn('/', 'hi')).toBe('/hi/');
    expect(pathIn('/hi/', 'en')).toBe('/');
    expect(withoutPrefix('/hi')).toBe('/');
  });
});

describe('a Hindi build', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('links its pages under /hi and finds their routes', async () => {
    vi.stubGlobal('__PORTAL_LANG__', 'hi');
    vi.resetModules();
    const { paths, isMemberPath } = await import('./paths.ts');
    const { findRoute } = await import('./routes.ts');
    expect(paths.dashboard).toBe('/hi/user/dashboard');
    expect(paths.register).toBe('/hi/register');
    expect(paths.landing).toBe('/hi/');
    expect(isMemberPath('/hi/user/kyc')).toBe(true);
    expect(isMemberPath('/hi/login')).toBe(false);
    expect(findRoute('/hi/user/affiliateDashboard.html')?.path).toBe('/hi/user/dashboard');
    expect(findRoute('/hi/')?.path).toBe('/hi/');
    // The route table reads the English catalogue here; the build's alias swaps in the Hindi one.
    expect(findRoute('/hi/user/kyc')?.member).toBe(true);
  });
});
