/** RewardFlow's status line (the ad being watched, a blocked pop-up), kept in its place by a first paint before React arrives. */
export const REWARD_STATUS = 'min-h-5 text-sm text-muted-foreground';
