import { describe, expect, it } from 'vitest';
import { completedCount, detailOf, taskProgress } from './progress.ts';

const tasks = [
  { id: 1, details_id: 5001 },
  { id: 2, details_id: 5002 },
  { id: 3, details_id: 5003 },
];

describe('taskProgress', () => {
  it('is distinct completed tasks over all tasks, in percent', () => {
    expect(taskProgress(tasks, [5001])).toBe(33);
    expect(taskProgress(tasks, [5001, 5003])).toBe(67);
    expect(taskProgress(tasks, [5001, 5002, 5003])).toBe(100);
  });

  it('counts a completion listed twice once, and ignores ids of other days', () => {
    expect(taskProgress(tasks, [5001, 5001, 4999])).toBe(33);
    expect(completedCount(tasks, [5001, 5001, 4999])).toBe(1);
  });

  it('is 0 without tasks', () => {
    expect(taskProgress([], [1, 2])).toBe(0);
  });

  it('falls back to the task id when there is no details id', () => {
    expect(detailOf({ id: 7, details_id: null })).toBe(7);
    expect(detailOf({ id: 7, details_id: 0 })).toBe(7);
    expect(taskProgress([{ id: 7 }], [7])).toBe(100);
  });
});
