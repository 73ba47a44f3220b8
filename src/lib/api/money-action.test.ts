import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createMoneyAction } from './money-action.ts';

/** Sends through `action`, records the key and settles as told. */
async function send(
  action: ReturnType<typeof createMoneyAction>,
  payload: unknown,
  outcome: 'ok' | ApiError,
  keys: string[],
) {
  const sending = action.run(payload, async (key) => {
    keys.push(key);
    if (outcome !== 'ok') throw outcome;
    return 'done';
  });
  return sending?.catch((error: unknown) => error);
}

describe('createMoneyAction', () => {
  it('keeps the key when the same payload is sent again after a lost answer', async () => {
    const action = createMoneyAction();
    const keys: string[] = [];
    await send(action, { amount: '10' }, new ApiError('network', 'offline'), keys);
    await send(action, { amount: '10' }, new ApiError('http', '502'), keys);
    await send(action, { amount: '10' }, 'ok', keys);
    expect(new Set(keys).size).toBe(1);
  });

  it('takes a new key when the server refused, when the payload changed and after a success', async () => {
    const action = createMoneyAction();
    const keys: string[] = [];
    await send(action, { amount: '10' }, new ApiError('rejected', 'Wrong code.'), keys);
    await send(action, { amount: '10' }, new ApiError('network', 'offline'), keys);
    await send(action, { amount: '11' }, 'ok', keys);
    await send(action, { amount: '11' }, 'ok', keys);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('sends nothing while a send is on its way', async () => {
    const action = createMoneyAction();
    let finish: (value: string) => void = () => undefined;
    const first = action.run({ amount: '10' }, () => new Promise<string>((resolve) => (finish = resolve)));
    expect(action.busy).toBe(true);
    expect(action.run({ amount: '10' }, async () => 'again')).toBeNull();
    finish('done');
    await expect(first).resolves.toBe('done');
    expect(action.busy).toBe(false);
  });

  it('tells files apart by name, size and date', async () => {
    const action = createMoneyAction();
    const keys: string[] = [];
    const offline = new ApiError('network', 'offline');
    await send(action, { front: new File(['a'], 'id.png', { lastModified: 1 }) }, offline, keys);
    await send(action, { front: new File(['a'], 'id.png', { lastModified: 1 }) }, offline, keys);
    await send(action, { front: new File(['ab'], 'id.png', { lastModified: 1 }) }, offline, keys);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
