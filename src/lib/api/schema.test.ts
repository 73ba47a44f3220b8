import { describe, it, expect } from 'vitest';
import * as z from 'zod/mini';
import { AvailabilityAnswer, flag, MessageAnswer, num, optStr, pageOf, str } from './schema.ts';
import { SubscribeAnswer } from '../packages/schema.ts';

const Row = z.object({ amount: num, name: str, note: optStr, paid: flag });

describe('schema building blocks', () => {
  it('read numbers and flags sent as strings', () => {
    expect(z.parse(Row, { amount: '12.5', name: 7, note: '', paid: '1' })).toEqual({
      amount: 12.5,
      name: '7',
      note: null,
      paid: true,
    });
  });
  it('accept answers that leave fields out', () => {
    expect(z.parse(Row, {})).toEqual({ amount: 0, name: '', note: null, paid: false });
  });
  it('accept nulls', () => {
    expect(z.parse(Row, { amount: null, name: null, note: null, paid: null })).toEqual({
      amount: 0,
      name: '',
      note: null,
      paid: false,
    });
  });
  it('refuse a number that is not one', () => {
    expect(z.safeParse(Row, { amount: 'lots' }).success).toBe(false);
  });
  it('read a page object with defaults for a missing page count', () => {
    const page = z.parse(pageOf(Row), { data: [{ amount: 1 }] });
    expect(page.current_page).toBe(1);
    expect(page.last_page).toBe(1);
    expect(page.data[0]?.amount).toBe(1);
  });
});

describe('answers with their text read', () => {
  it('give the text of msg, else of message, as `message`', () => {
    expect(z.parse(MessageAnswer, { status: true, msg: 'Saved.' }).message).toBe('Saved.');
    expect(z.parse(MessageAnswer, { status: 'success', msg: '', message: 'Done.' }).message).toBe('Done.');
    expect(z.parse(MessageAnswer, { status: 1 }).message).toBeUndefined();
  });
  it('say whether a name is available, in any case', () => {
    expect(z.parse(AvailabilityAnswer, { status: true, data: 'Available' }).available).toBe(true);
    expect(z.parse(AvailabilityAnswer, { status: true, data: ' available ' }).available).toBe(true);
    expect(z.parse(AvailabilityAnswer, { status: true, data: 'Not Available' }).available).toBe(false);
  });
  it('keep a purchase note only when the success is not a plain true or success', () => {
    expect(z.parse(SubscribeAnswer, { status: 1, msg: 'Bought for 50.' }).note).toBe('Bought for 50.');
    expect(z.parse(SubscribeAnswer, { status: 'success', msg: 'Bought.' }).note).toBeUndefined();
    expect(z.parse(SubscribeAnswer, { status: true, message: 'Bought.' }).note).toBeUndefined();
  });
});

describe('schema modules', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../*/schema.ts', { eager: true });
  const schemasOf = (module: Record<string, unknown>) =>
    Object.entries(module).filter((entry): entry is [string, z.ZodMiniType] => entry[1] instanceof z.ZodMiniType);

  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(14);
  });
  it('build their schemas on first use, not when they load', () => {
    const built = Object.entries(modules).flatMap(([file, module]) =>
      schemasOf(module)
        .filter(([, schema]) => schema.def.type !== 'lazy')
        .map(([name]) => `${file}: ${name}`),
    );
    expect(built).toEqual([]);
  });
  it('still read answers once built', () => {
    expect(z.parse(MessageAnswer, { status: 1, msg: 'Saved' }).message).toBe('Saved');
  });
});
