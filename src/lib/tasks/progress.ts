import type { Task } from './schema.ts';

/** The ad a task's View and reward refer to (older answers carry only the task id; 0 is no id). */
export const detailOf = (task: Pick<Task, 'id' | 'details_id'>): number => task.details_id || task.id;

/** Distinct completed tasks over all tasks, as a whole percent (0 when there are no tasks). */
export function taskProgress(tasks: readonly Pick<Task, 'id' | 'details_id'>[], added: readonly number[]): number {
  if (tasks.length === 0) return 0;
  const done = new Set(added);
  const completed = new Set(tasks.map(detailOf).filter((id) => done.has(id))).size;
  return Math.round((completed / tasks.length) * 100);
}

/** How many of the day's tasks are completed (each counted once). */
export function completedCount(tasks: readonly Pick<Task, 'id' | 'details_id'>[], added: readonly number[]): number {
  const done = new Set(added);
  return new Set(tasks.map(detailOf).filter((id) => done.has(id))).size;
}
