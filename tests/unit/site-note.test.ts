import { describe, expect, it } from 'vitest';
import { siteNote } from '../../scripts/build.ts';

describe('the build\u2019s note on PUBLIC_SITE_URL', () => {
  it('says in one line that link previews need the site\u2019s address when it is not set', () => {
    const note = siteNote(undefined);
    expect(note).toMatch(/^PUBLIC_SITE_URL is not set: .*preview image/);
    expect(note).not.toContain('\n');
    expect(siteNote('  ')).toBe(note);
  });

  it('says nothing when the address is set', () => {
    expect(siteNote('https://portal.example')).toBeNull();
  });
});
