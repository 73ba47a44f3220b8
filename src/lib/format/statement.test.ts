import { describe, expect, it } from 'vitest';
import { BOM, csvCell, csvFilename, toCsv } from './csv.ts';
import { dayOf, inRange, rangeInvalid } from './day-range.ts';
import { collectPages, startState, type ExportPage } from '../api/pages.ts';

describe('csvCell', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Level 2 income')).toBe('Level 2 income');
    expect(csvCell('$1,234.50')).toBe('"$1,234.50"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('quotes a cell with a semicolon, so a spreadsheet splitting on semicolons finds no formula after it', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a;b')).toBe('"a;b"');
    // A formula on a later line of a multi-line cell stays inside the one quoted cell.
    expect(csvCell('note\n=1+1')).toBe('"note\n=1+1"');
    expect(csvCell('=1+1\nnote')).toBe('"\'=1+1\nnote"');
    expect(toCsv(['a'], [['x;=2+2']])).toBe(`${BOM}a\r\n"x;=2+2"\r\n`);
  });

  it('keeps negative and signed amounts numbers, as shown or raw', () => {
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-$5.00')).toBe('-$5.00');
    expect(csvCell('-$1,234.50')).toBe('"-$1,234.50"');
    expect(csvCell('+7')).toBe('+7');
    // The Hindi and Spanish pages' amounts (lakh grouping; decimal comma).
    expect(csvCell('-$12,34,567.50')).toBe('"-$12,34,567.50"');
    expect(csvCell('-$1.234,50')).toBe('"-$1.234,50"');
    expect(csvCell('-')).toBe("'-");
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and the header row and ends every line with CRLF', () => {
    const csv = toCsv(
      ['Amount', 'Note'],
      [
        ['$1.00', 'a, b'],
        ['-$2.00', null],
      ],
    );
    expect(csv).toBe(`${BOM}Amount,Note\r\n$1.00,"a, b"\r\n-$2.00,\r\n`);
  });
});

describe('csvFilename', () => {
  it('names the file after the list and the local date', () => {
    expect(csvFilename('transactions', new Date(2026, 10, 5, 23, 59))).toBe('transactions-2026-11-05.csv');
  });
});

describe('date range', () => {
  it('reads the day of SQL-style, date-only and ISO timestamps', () => {
    expect(dayOf('2026-11-20 10:22:00')).toBe('2026-11-20');
    expect(dayOf('2026-11-20')).toBe('2026-11-20');
    expect(dayOf('2026-11-20T10:22:00')).toBe('2026-11-20');
    expect(dayOf('not a date')).toBeNull();
    expect(dayOf(null)).toBeNull();
  });

  it('includes both ends, leaves open ends open and keeps undated rows out of a set range', () => {
    const range = { from: '2026-11-01', to: '2026-11-20' };
    expect(inRange('2026-11-01 00:00:00', range)).toBe(true);
    expect(inRange('2026-11-20 23:59:00', range)).toBe(true);
    expect(inRange('2026-10-31 23:59:00', range)).toBe(false);
    expect(inRange('2026-11-21 00:00:00', range)).toBe(false);
    expect(inRange('2020-01-01', { from: '', to: '2026-01-01' })).toBe(true);
    expect(inRange(null, range)).toBe(false);
    expect(inRange(null, { from: '', to: '' })).toBe(true);
  });

  it('calls a From after To invalid', () => {
    expect(rangeInvalid({ from: '2026-11-21', to: '2026-11-20' })).toBe(true);
    expect(rangeInvalid({ from: '2026-11-20', to: '2026-11-20' })).toBe(false);
    expect(rangeInvalid({ from: '2026-11-21', to: '' })).toBe(false);
  });
});

describe('collectPages', () => {
  const pages: Record<string, ExportPage<number>> = {
    first: { rows: [1, 2], page: { current_page: 1, last_page: 3, next_page_url: 'p2' } },
    p2: { rows: [3, 4], page: { current_page: 2, last_page: 3, next_page_url: 'p3' } },
    p3: { rows: [5], page: { current_page: 3, last_page: 3, next_page_url: null } },
  };
  const load = async (url?: string) => pages[url ?? 'first']!;

  it('follows the next page links one request at a time and reports each page', async () => {
    const seen: string[] = [];
    const outcome = await collectPages(load, startState<number>(), {
      onPage: (state) => seen.push(`${state.done} of ${state.pages}`),
      stopped: () => false,
    });
    expect(outcome.status).toBe('done');
    expect(outcome.state.rows).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('stops after the request under way when cancelled', async () => {
    let cancel = false;
    const outcome = await collectPages(load, startState<number>(), {
      onPage: () => (cancel = true),
      stopped: () => cancel,
    });
    expect(outcome.status).toBe('cancelled');
    expect(outcome.state.rows).toEqual([1, 2]);
  });

  it('keeps the rows fetched when a page fails and goes on from that page when called again', async () => {
    let fail = true;
    const flaky = async (url?: string) => {
      if (url === 'p2' && fail) throw new Error('offline');
      return load(url);
    };
    const options = { onPage: () => {}, stopped: () => false };
    const failed = await collectPages(flaky, startState<number>(), options);
    expect(failed.status).toBe('failed');
    expect(failed.state).toMatchObject({ rows: [1, 2], next: 'p2', done: 1, pages: 3 });
    fail = false;
    const resumed = await collectPages(flaky, failed.state, options);
    expect(resumed.status).toBe('done');
    expect(resumed.state.rows).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for no more pages than the server says it has, even when a page repeats itself', async () => {
    let asked = 0;
    const stuck = async () => {
      asked += 1;
      return { rows: [asked], page: { current_page: 1, last_page: 3, next_page_url: 'p2' } };
    };
    const outcome = await collectPages(stuck, startState<number>(), { onPage: () => {}, stopped: () => false });
    expect(outcome).toMatchObject({ status: 'done', state: { rows: [1, 2, 3], done: 3 } });
  });

  it('reads a list that comes whole in one request', async () => {
    const outcome = await collectPages(async () => ({ rows: [7, 8], page: null }), startState<number>(), {
      onPage: () => {},
      stopped: () => false,
    });
    expect(outcome).toMatchObject({ status: 'done', state: { rows: [7, 8], done: 1, pages: 1 } });
  });
});
