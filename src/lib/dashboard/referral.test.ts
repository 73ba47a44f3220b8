import { describe, expect, it } from 'vitest';
import { referralLink, shareUrl, SHARE_NETWORKS } from './referral.ts';

describe('referral links', () => {
  it('builds {origin}/register?u={username}&p=L|R', () => {
    expect(referralLink('https://portal.example', 'demo', 'L')).toBe('https://portal.example/register?u=demo&p=L');
    expect(referralLink('http://127.0.0.1:4321', 'demo', 'R')).toBe('http://127.0.0.1:4321/register?u=demo&p=R');
  });

  it('adds the leg\u2019s free place as parent, but not the member\u2019s own place', () => {
    expect(referralLink('https://portal.example', 'demo', 'L', 'ann7')).toBe(
      'https://portal.example/register?u=demo&p=L&parent=ann7',
    );
    expect(referralLink('https://portal.example', 'demo', 'R', 'Demo')).toBe(
      'https://portal.example/register?u=demo&p=R',
    );
  });

  it('encodes a username that needs it', () => {
    expect(referralLink('https://portal.example', 'a b&c', 'L')).toBe('https://portal.example/register?u=a+b%26c&p=L');
  });
});

describe('share targets', () => {
  const link = 'https://portal.example/register?u=demo&p=L';
  it('puts the whole link, encoded, into every network', () => {
    for (const network of SHARE_NETWORKS) {
      const url = shareUrl(network, link, 'Join my team');
      expect(decodeURIComponent(url)).toContain(link);
      expect(url).not.toContain('&p=L');
    }
  });

  it('uses https share pages and mailto for mail', () => {
    for (const network of SHARE_NETWORKS.filter((n) => n !== 'mail'))
      expect(shareUrl(network, link, 'x')).toMatch(/^https:\/\//);
    expect(shareUrl('mail', link, 'x')).toMatch(/^mailto:\?subject=x&body=/);
  });
});
