/**
 * The Hindi and Spanish builds' formats (lib/format/format.ts with __PORTAL_LANG__ set, as the build
 * sets it): the locale's grouping and decimal sign, dates day first, amounts still `$`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function formatsIn(lang: string) {
  vi.stubGlobal('__PORTAL_LANG__', lang);
  vi.resetModules();
  return import('./format.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formats of the Hindi pages', () => {
  it('group amounts and numbers in lakhs and crores', async () => {
    const f = await formatsIn('hi');
    expect(f.money(1234567.5)).toBe('$12,34,567.50');
    expect(f.money('-25000000')).toBe('-$2,50,00,000.00');
    expect(f.numberOrText(1234567)).toBe('12,34,567');
    expect(f.perAdAmount(0.00012345)).toBe('$0.00012345');
    expect(f.moneyText('$2500.00')).toBe('$2,500.00');
  });

  it('write dates day first in the Indian order', async () => {
    const f = await formatsIn('hi');
    expect(f.dateDMY('2024-05-01 10:20:00')).toBe('01/05/2024');
    expect(f.dateTimeDMY('2024-05-01 10:20:00')).toBe('01/05/2024, 10:20');
    expect(f.dateTimeYMD('2024-05-01 10:20:00')).toBe('01/05/2024, 10:20');
  });
});

describe('formats of the Spanish pages', () => {
  it('use a point to group and a comma for decimals', async () => {
    const f = await formatsIn('es');
    expect(f.money(1234567.5)).toBe('$1.234.567,50');
    expect(f.money(-3.5)).toBe('-$3,50');
    expect(f.numberOrText('12345.25')).toBe('12.345,25');
    expect(f.percent(12.5)).toBe('12,5\u00a0%');
    expect(f.fileSize(1536)).toBe('1,5 KB');
  });

  it('write dates day first', async () => {
    const f = await formatsIn('es');
    expect(f.dateSlashDMY('2024-05-01')).toBe('01/05/2024');
    expect(f.dateTimeDMY('2024-05-01 10:20:00')).toBe('01/05/2024, 10:20');
  });
});

describe('formats of the English pages', () => {
  it('stay as the spec writes them', async () => {
    const f = await formatsIn('en');
    expect(f.money(1234567.5)).toBe('$1,234,567.50');
    expect(f.dateTimeDMY('2024-05-01 10:20:00')).toBe('01-05-2024 10:20');
    expect(f.percent(12.5)).toBe('12.5%');
  });
});
