/** The task calls, one function each. */
import { call } from '../api/client.ts';
import { TaskDashboard, TaskRequestAnswer, TodayTasksAnswer, UserTasksAnswer } from './schema.ts';

/** GET task-today: the day's tasks, the ads already completed, max_count and min_required. */
export function getTodayTasks() {
  return call(TodayTasksAnswer, 'task-today');
}

/** GET allusertask; `url` is a server-supplied page URL (see pageUrl) for pages after the first. */
export async function listUserTasks(url = 'allusertask') {
  const answer = await call(UserTasksAnswer, url);
  return answer.data;
}

/** GET task-dashboard: greeting, counters, paid flag, per-ad amount, free-package flag, micro-job. */
export function getTaskDashboard() {
  return call(TaskDashboard, 'task-dashboard');
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** POST user-task-request (multipart task_id, task_image, description): hands in a task's proof. */
export function uploadTask(fields: { taskId: number; image: File; description: string }, options: UploadOptions = {}) {
  const form = new FormData();
  form.set('task_id', String(fields.taskId));
  form.set('task_image', fields.image, fields.image.name);
  form.set('description', fields.description);
  return call(TaskRequestAnswer, 'user-task-request', {
    method: 'POST',
    form,
    ...options,
    onProgress: options.onProgress ?? (() => {}),
  });
}

/** POST user-task-request (task_detail_id): claims the reward of a watched ad. */
export function claimReward(detailId: number, idempotencyKey?: string) {
  const form = new FormData();
  form.set('task_detail_id', String(detailId));
  return call(TaskRequestAnswer, 'user-task-request', { method: 'POST', form, idempotencyKey });
}
