import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ledgerAnswers } from '../../islands/ledgers/answers.ts';
import { LEDGER_IDS } from '../../islands/ledgers/ids.ts';
import { readShape, type Shape } from './shape.ts';
import { shapeOf } from './shape-of.ts';
import { num, optStr, pageOf, raw, str } from './schema.ts';
import { NewsAnswer } from '../news/schema.ts';
import { TodayTasksAnswer, UserTasksAnswer } from '../tasks/schema.ts';
import { TicketsAnswer } from '../support/schema.ts';
import { PackagesAnswer } from '../packages/schema.ts';
import { DepositsAnswer } from '../deposits/schema.ts';
import { UserAnswer, WithdrawSettingsAnswer } from '../withdrawals/schema.ts';
import { SentUserAnswer, UserAnswer as ProfileAnswer } from '../profile/schema.ts';
import { KycListAnswer } from '../kyc/schema.ts';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from '../team/schema.ts';

/** Loose values the backend sends, and some it should not. */
const LOOSE: unknown[] = [undefined, null, '', '0', '1', '12.50', 'abc', 0, 1, 7.25, true, false, {}, [], 'text'];
/** Values each leaf takes. */
const TAKEN: Partial<Record<Shape['t'], unknown[]>> = {
  num: ['12.50', 3, 0, '0', '', null, undefined],
  str: ['text', 5, '', null, undefined],
  optStr: ['text', 5, '', null, undefined],
  flag: [true, false, 1, 0, '1', '0', 'true', null, undefined],
  optNum: ['12.50', 3, 0, '0', '', null, undefined, 'abc'],
  optFlag: [true, false, 1, 0, '1', '0', 'true', '', null, undefined],
  string: ['text', ''],
  number: [3, 0.5],
  boolean: [true, false],
  null: [null],
  undefined: [undefined],
};

/** A value for `shape`: mostly one the schema takes, now and then one it refuses. */
function sample(shape: Shape, random: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  if (random() < 0.01) return pick(LOOSE);
  switch (shape.t) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.of)) if (random() > 0.1) value[key] = sample(field, random);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.floor(random() * 4) }, () => sample(shape.of, random));
    case 'union':
      return sample(pick(shape.of)!, random);
    case 'optional':
    case 'default':
      return random() < 0.2 ? undefined : sample(shape.of, random);
    case 'nullable':
      return random() < 0.2 ? null : sample(shape.of, random);
    case 'then':
      return sample(shape.of, random);
    default:
      return pick(TAKEN[shape.t] ?? LOOSE);
  }
}

/** A small seeded generator, so a failure names the case that made it. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The answers a first paint reads besides the ledgers', by the call they answer. */
const PAGE_ANSWERS: Record<string, z.ZodMiniType> = {
  news: NewsAnswer,
  allusertask: UserTasksAnswer,
  'task-today': TodayTasksAnswer,
  tickets: TicketsAnswer,
  packages: PackagesAnswer,
  deposit: DepositsAnswer,
  withdraw: WithdrawSettingsAnswer,
  user: UserAnswer,
  'user (profile)': SentUserAnswer,
  'kyc-list': KycListAnswer,
  'binary-details': BinaryDetailsAnswer,
  directTeam: DirectTeamAnswer,
  treeView: TreeViewAnswer,
};
/** A first paint that reads an answer as sent, where its island's schema ends in a transform of its own: both take the same answers. */
const SENT_AS: [string, z.ZodMiniType, z.ZodMiniType][] = [['user (profile)', SentUserAnswer, ProfileAnswer]];
const ANSWERS: [string, z.ZodMiniType][] = [
  ...LEDGER_IDS.map((id): [string, z.ZodMiniType] => [id, ledgerAnswers[id]]),
  ...Object.entries(PAGE_ANSWERS),
];

describe('a schema as data, read without the schema library', () => {
  for (const [id, schema] of ANSWERS) {
    it(`reads ${id}'s answers exactly as its schema does, and refuses what it refuses`, () => {
      const shape = shapeOf(schema, id);
      let taken = 0;
      for (let seed = 1; seed <= 500; seed += 1) {
        const value = sample(shape, seeded(seed));
        const parsed = schema.safeParse(value);
        const read = readShape(shape, value);
        if (parsed.success) {
          taken += 1;
          expect(read, `seed ${seed}`).toEqual(parsed.data);
        } else expect(read, `seed ${seed}`).toBeNull();
      }
      // Both kinds of answer were tried.
      expect(taken).toBeGreaterThan(50);
      expect(taken).toBeLessThan(500);
    });
  }

  for (const [id, sent, island] of SENT_AS) {
    it(`takes exactly the ${id} answers its island's schema takes`, () => {
      const shape = shapeOf(sent, id);
      let taken = 0;
      for (let seed = 1; seed <= 500; seed += 1) {
        const value = sample(shape, seeded(seed));
        const ok = island.safeParse(value).success;
        if (ok) taken += 1;
        expect(sent.safeParse(value).success, `seed ${seed}`).toBe(ok);
      }
      expect(taken).toBeGreaterThan(50);
      expect(taken).toBeLessThan(500);
    });
  }

  it('reads the contract’s loose values with the schemas’ own rules', () => {
    const shape = shapeOf(z.object({ n: num, s: str, o: optStr, f: raw.flag }));
    expect(readShape(shape, { n: '12.50', s: 5, o: '', f: '1' })).toEqual({ n: 12.5, s: '5', o: null, f: true });
    expect(readShape(shape, { n: 'abc' })).toBeNull();
    expect(readShape(shapeOf(pageOf(str)), { data: ['a'], current_page: '2' })).toMatchObject({
      data: ['a'],
      current_page: 2,
    });
  });

  it('will not describe a schema it could not follow', () => {
    expect(() => shapeOf(z.string().check(z.minLength(2)))).toThrow(/check/);
    expect(() =>
      shapeOf(
        z.pipe(
          z.string(),
          z.transform((value) => value.length),
        ),
      ),
    ).toThrow(/pipe/);
  });
});
