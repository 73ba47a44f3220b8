/** Schemas of the task calls (spec part 2, sections 3 and 7): today's tasks, completed tasks, the task dashboard. */
import * as z from 'zod/mini';
import { envelope, flag, maxText, num, optStr, pageOf, str, raw } from '../api/schema.ts';
import * as text from '../text.ts';

// ---- answers -------------------------------------------------------------------------------

/** One of the day's tasks: `id` is the task, `details_id` the ad whose viewing earns the reward. */
export const Task = z.lazy(() =>
  z.object({
    id: num,
    name: str,
    description: str,
    link: str,
    task_date: str,
    details_id: z.optional(z.nullable(raw.num)),
    task_image: z.optional(raw.optStr),
    status: z.optional(z.nullable(raw.num)),
    reject_reason: z.optional(raw.optStr),
  }),
);
export type Task = z.output<typeof Task>;

/** GET task-today */
export const TodayTasksAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z._default(z.array(Task), []),
    /** Ids of the ads (task details) this member has already completed. */
    addedTask: z._default(z.array(num), []),
    max_count: z._default(num, 0),
    min_required: z._default(num, 0),
  }),
);
export type TodayTasksAnswer = z.output<typeof TodayTasksAnswer>;

/** A task a member handed in (GET allusertask). Status 0 Pending, 1 Approved, 2 Rejected. */
export const UserTask = z.lazy(() =>
  z.object({
    id: num,
    name: str,
    link: str,
    task_date: str,
    task_image: optStr,
    description: optStr,
    reject_reason: optStr,
    status: num,
  }),
);
export type UserTask = z.output<typeof UserTask>;

export const UserTaskPage = z.lazy(() => pageOf(UserTask));
export type UserTaskPage = z.output<typeof UserTaskPage>;

/** GET allusertask (paged) */
export const UserTasksAnswer = z.lazy(() => z.object({ ...envelope, data: UserTaskPage }));
export type UserTasksAnswer = z.output<typeof UserTasksAnswer>;

/** GET task-dashboard */
export const TaskDashboard = z.lazy(() =>
  z.object({
    ...envelope,
    username: str,
    last_login_at: optStr,
    todayTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    pendingTodayTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    approvedTodayTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    rejectedTodayTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    totalApprovedTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    totalRejectedTask: z.union([z.number(), z.string(), z.null(), z.undefined()]),
    /** 0 hides the paid task section. */
    is_paid: z._default(num, 0),
    per_ad_amount: z._default(num, 0),
    free_package: z._default(flag, false),
    microjob: z.optional(
      z.nullable(
        z.object({
          code: optStr,
          completed_task: z._default(num, 0),
        }),
      ),
    ),
  }),
);
export type TaskDashboard = z.output<typeof TaskDashboard>;

/** POST user-task-request (either form) */
export { MessageAnswer as TaskRequestAnswer } from '../api/schema.ts';

// ---- requests (the server validates with the same schemas) --------------------------------

const required = z.lazy(() => z.string().check(z.trim(), z.minLength(1, text.common.required)));
const id = z.lazy(() => z.string().check(z.regex(/^\d+$/, text.common.required)));

/** The multipart fields of an upload (`task_image` travels as a file beside them). */
export const TaskUploadRequest = z.lazy(() =>
  z.object({
    task_id: id,
    description: required.check(maxText('task_description')),
  }),
);
export type TaskUploadRequest = z.output<typeof TaskUploadRequest>;

/** The reward claim after the ad and the code. */
export const TaskRewardRequest = z.lazy(() => z.object({ task_detail_id: id }));
export type TaskRewardRequest = z.output<typeof TaskRewardRequest>;

/** Micro-job banner: at least this many completed tasks, and a code. */
export const MICROJOB_THRESHOLD = 30;

/** Seconds an ad must be watched (visible) before the reward code appears. */
export const AD_SECONDS = 15;
