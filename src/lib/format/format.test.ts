import { describe, it, expect, vi } from 'vitest';
import {
  dateDMY,
  dateSlashDMY,
  dateTimeDMY,
  dateTimeYMD,
  fileSize,
  money,
  moneyText,
  numberOrText,
  percent,
  perAdAmount,
} from './format.ts';
import {
  addressChars,
  digits,
  digitsAndDot,
  digitsAndPlus,
  emailChars,
  lettersAndDigits,
  lettersAndSpaces,
} from './filters.ts';

describe('money', () => {
  it('prefixes $ and keeps two decimals', () => {
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money('10')).toBe('$10.00');
    expect(money(0)).toBe('$0.00');
    expect(money(-5)).toBe('-$5.00');
  });
  it('shows missing amounts as $0.00 and text as given', () => {
    expect(money(null)).toBe('$0.00');
    expect(money('N/A')).toBe('$N/A');
  });
  it('shows the per-ad amount to 8 decimals', () => {
    expect(perAdAmount(0.0012)).toBe('$0.00120000');
    expect(perAdAmount('1')).toBe('$1.00000000');
  });
  it('shows percentages without trailing zeros', () => {
    expect(percent(12.5)).toBe('12.5%');
    expect(percent('3')).toBe('3%');
  });
  it('shows numeric stat values as numbers and other values as text', () => {
    expect(numberOrText('1500')).toBe('1,500');
    expect(numberOrText('Gold')).toBe('Gold');
  });
});

describe('dates', () => {
  const sql = '2024-05-03 14:07:09';
  it('formats DD-MM-YYYY', () => expect(dateDMY(sql)).toBe('03-05-2024'));
  it('formats DD-MM-YYYY HH:mm', () => expect(dateTimeDMY(sql)).toBe('03-05-2024 14:07'));
  it('formats YYYY-MM-DD HH:mm', () => expect(dateTimeYMD(sql)).toBe('2024-05-03 14:07'));
  it('formats DD/MM/YYYY', () => expect(dateSlashDMY(sql)).toBe('03/05/2024'));
  it('reads a date without time', () => expect(dateDMY('2024-12-31')).toBe('31-12-2024'));
  it('reads ISO timestamps with a zone', () =>
    expect(dateSlashDMY('2024-05-03T10:00:00.000000Z')).toMatch(/^0[34]\/05\/2024$/));
  it('shows - for a missing date and the raw text for an unreadable one', () => {
    expect(dateDMY(null)).toBe('-');
    expect(dateDMY('soon')).toBe('soon');
  });
});

describe('input filters', () => {
  it('keeps letters and spaces', () => expect(lettersAndSpaces('Ann-Marie 2')).toBe('AnnMarie '));
  it('keeps letters and digits', () => expect(lettersAndDigits('demo_01 !')).toBe('demo01'));
  it('keeps digits', () => expect(digits('12a3-4')).toBe('1234'));
  it('keeps digits and +', () => expect(digitsAndPlus('+91 98-76')).toBe('+919876'));
  it('keeps digits and dots', () => expect(digitsAndDot('$12.50')).toBe('12.50'));
  it('keeps e-mail characters', () => expect(emailChars('a b@x.io!')).toBe('ab@x.io'));
  it('keeps address characters', () => expect(addressChars('12/B, Main St. #4')).toBe('12/B Main St. 4'));
});

describe('moneyText', () => {
  it("shows the server's own $ amounts in the one money format", () => {
    expect(moneyText('$2500.00')).toBe('$2,500.00');
    expect(moneyText('$1340.5')).toBe('$1,340.50');
    expect(moneyText('-$12')).toBe('-$12.00');
    expect(moneyText('$-3.25')).toBe('-$3.25');
    expect(moneyText('$1,200.00')).toBe('$1,200.00');
  });
  it('leaves other text as sent', () => {
    expect(moneyText('12')).toBe('12');
    expect(moneyText('Gold')).toBe('Gold');
    expect(moneyText('$N/A')).toBe('$N/A');
  });
});

describe('fileSize', () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(12_595)).toBe('12.3 KB');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(1_468_006)).toBe('1.4 MB');
  });
});

describe('amounts in bulk (a tree or a ledger formats hundreds)', () => {
  it('makes its number formats once, not one per amount', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const perCall = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      const shown = Array.from({ length: 200 }, (_, i) => [money(i * 10.5), numberOrText(i / 3)]);
      expect(shown[3]).toEqual(['$31.50', '1']);
      expect(shown[100]).toEqual(['$1,050.00', '33.33333333']);
      expect(perCall).not.toHaveBeenCalled();
      // The English pages need no Intl number format at all.
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      perCall.mockRestore();
    }
  });
});

describe('English numbers without Intl', () => {
  const us = (min: number, max: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
  const values = [
    0,
    1,
    9.995,
    1.005,
    2.675,
    10.125,
    999.995,
    999999.995,
    1234.5,
    1234567.891,
    0.1 + 0.2,
    12345678.12345678,
    0.00000001,
    123.456789125,
    -5,
    -1234.565,
    1e15 + 0.5,
  ];
  // Amounts as the ledgers send them, and a spread of awkward doubles.
  for (let i = 0; i < 2000; i += 1) values.push(Number(((i * 7919) % 100000) / 1000 + i / 8), i * 1.0005, i / 3);

  it('write amounts as Intl writes them in en-US, ties rounded away from zero', () => {
    const amounts = values.map((n) => money(n));
    expect(amounts).toEqual(values.map((n) => `${n < 0 ? '-' : ''}$${us(2, 2).format(Math.abs(n))}`));
    expect(money(1.005)).toBe('$1.01');
    expect(money(1234567.891)).toBe('$1,234,567.89');
  });
  it('write plain numbers to 8 decimals as Intl writes them in en-US', () => {
    expect(values.map((n) => numberOrText(n))).toEqual(values.map((n) => us(0, 8).format(n)));
    expect(numberOrText(1e21)).toBe(us(0, 8).format(1e21));
  });
});
