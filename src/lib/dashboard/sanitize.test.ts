import { describe, expect, it } from 'vitest';
import { attributeAllowed, safeImage, safeLink, schemeOf, tagAction } from './sanitize.ts';

describe('links in news', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javas\u200bcript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'filesystem:https://example.com/x',
    'jar:https://example.com/x.jar!/',
    'livescript:alert(1)',
    'x-javascript:alert(1)',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(safeLink(href)).toBeNull();
  });

  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+15550000',
    '/user/chat',
    'page.html',
    '#top',
    '?tab=password',
    '//example.com/x',
  ])('keeps %j', (href) => {
    expect(safeLink(href)).toBe(href);
  });

  it('reads the scheme the way a URL parser does', () => {
    expect(schemeOf('  HTTPS://x')).toBe('https');
    expect(schemeOf('j\ta\nv\ra script:x')).toBe('javascript');
    expect(schemeOf('/relative:path')).toBeNull();
  });
});

describe('images in news', () => {
  const options = { baseUrl: 'https://portal.example/user/dashboard', imageOrigins: ['https://api.example'] };
  it.each([
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'https://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    'http://portal.example/x.png',
    'blob:https://portal.example/1',
  ])('refuses %j', (src) => {
    expect(safeImage(src, options)).toBeNull();
  });

  it.each(['/api/images/news.png', 'images/a.png', 'https://portal.example/a.png', 'https://api.example/images/b.png'])(
    'keeps %j',
    (src) => {
      expect(safeImage(src, options)).toBe(src);
    },
  );
});

describe('tags and attributes', () => {
  it.each([
    'script',
    'SCRIPT',
    'style',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'template',
    'noscript',
    'base',
    'meta',
    'link',
    'frameset',
    'textarea',
    'xmp',
    'plaintext',
    'noembed',
  ])('drops <%s> with its content', (tag) => {
    expect(tagAction(tag)).toBe('drop');
  });

  it.each(['font', 'center', 'section', 'article', 'blink', 'custom-element', 'body', 'html'])(
    'unwraps <%s>',
    (tag) => {
      expect(tagAction(tag)).toBe('unwrap');
    },
  );

  it('keeps formatting tags and starts headings at h3', () => {
    for (const tag of ['p', 'strong', 'a', 'ul', 'li', 'img', 'table', 'h3']) expect(tagAction(tag)).toBe('keep');
    expect(tagAction('h1')).toBe('rename');
    expect(tagAction('h2')).toBe('rename');
  });

  it.each([
    ['img', 'onerror'],
    ['img', 'onload'],
    ['a', 'onclick'],
    ['a', 'style'],
    ['a', 'target'],
    ['p', 'id'],
    ['p', 'class'],
    ['img', 'srcset'],
    ['a', 'formaction'],
    ['a', 'xlink:href'],
    ['div', 'onmouseover'],
    ['body', 'onload'],
  ])('drops %s[%s]', (tag, attribute) => {
    expect(attributeAllowed(tag, attribute)).toBe(false);
  });

  it('keeps the few attributes a tag needs', () => {
    expect(attributeAllowed('a', 'href')).toBe(true);
    expect(attributeAllowed('IMG', 'SRC')).toBe(true);
    expect(attributeAllowed('td', 'colspan')).toBe(true);
  });
});
