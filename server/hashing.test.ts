import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, scryptCost, verifySecret } from './auth.ts';

const made = (secret: string, N: number, scheme: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N, r: 8, p: 1 });
  return `${scheme}$${salt.toString('base64')}$${key.toString('base64')}`;
};

describe('secret hashes', () => {
  it('are made at the full cost unless SCRYPT_COST lowers it, and checked at the cost they name', async () => {
    const stored = await hashSecret('Demo@1234');
    // The server's tests run at a lower cost (vitest.config.ts): a hash says so.
    expect(stored.split('$')[0]).toBe(scryptCost() === 16384 ? 'scrypt' : `scrypt:${scryptCost()}`);
    expect(await verifySecret('Demo@1234', stored)).toBe(true);
    expect(await verifySecret('Demo@1235', stored)).toBe(false);

    const cheap = made('Demo@1234', 1024, 'scrypt:1024');
    expect(await verifySecret('Demo@1234', cheap)).toBe(true);
    // The same key read at another cost is another key.
    expect(await verifySecret('Demo@1234', cheap.replace('scrypt:1024', 'scrypt'))).toBe(false);
    expect(await verifySecret('Demo@1234', cheap.replace('scrypt:1024', 'scrypt:1000'))).toBe(false);
    expect(await verifySecret('Demo@1234', cheap.replace('scrypt:1024', 'scrypt:1048576'))).toBe(false);
  });

  it('takes only a power of two from 1024 up to the default as SCRYPT_COST', () => {
    expect(scryptCost('')).toBe(16384);
    expect(scryptCost('1024')).toBe(1024);
    for (const bad of ['1000', '512', '32768', 'cheap']) expect(() => scryptCost(bad)).toThrow(/SCRYPT_COST/);
  });
});
