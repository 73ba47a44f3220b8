/** The chunk rules of astro.config.mjs fail the build when one of them no longer matches any module. */
import { describe, expect, it } from 'vitest';
import { alternatives, unmatchedRules } from '../../scripts/start-chunks.mjs';

describe('chunk rules', () => {
  it('splits a rule at its top-level alternatives only', () => {
    expect(alternatives(/a[\\/]b\.ts$|c[|]d|(e|f)g|h\|i/).map((part) => part.source)).toEqual([
      'a[\\\\/]b\\.ts$',
      'c[|]d',
      '(e|f)g',
      'h\\|i',
    ]);
  });

  it('names each rule, or alternative, that matches none of the modules', () => {
    const ids = ['/p/src/islands/shell/UserMenu.tsx', '/p/src/lib/team/api.ts', '/p/src/islands/auth/LoginForm.tsx'];
    expect(
      unmatchedRules(
        {
          member:
            /src[\\/]islands[\\/]shell[\\/]UserMenu\.tsx$|src[\\/]lib[\\/](ledgers|team)[\\/]api\.ts$|src[\\/]gone\.ts$/,
          access: /src[\\/]islands[\\/]auth[\\/](LoginForm|RegisterForm)\.tsx$/,
          removed: /src[\\/]lib[\\/]old[\\/]/,
        },
        ids,
      ),
    ).toEqual(['member: /src[\\\\/]gone\\.ts$/', 'removed: /src[\\\\/]lib[\\\\/]old[\\\\/]/']);
  });
});
