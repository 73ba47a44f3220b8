import * as z from 'zod/mini';
import { envelope, flag, num } from '../api/schema.ts';

/**
 * GET pre-register: the plan flags, read without a token. `auto_placement` is an extension
 * (docs/backend-extensions.md): the backend places a newcomer given only sponsor and side; missing is off.
 */
export const PlanFlags = z.lazy(() =>
  z.object({
    ...envelope,
    binary: flag,
    single_leg: flag,
    user_count: num,
    email_required: flag,
    auto_placement: flag,
  }),
);
export type PlanFlags = z.output<typeof PlanFlags>;

/** POST logout. */
export const LogoutAnswer = z.lazy(() => z.object({ ...envelope }));

/** GET get-picture: the avatar file name. */
export const PictureAnswer = z.lazy(() => z.object({ ...envelope, data: z.optional(z.nullable(z.string())) }));
