/** The KYC proofs and document statuses, plain (no schema library), so a first paint can use them too. */
export const KYC_TYPES = ['identity', 'address', 'photo'] as const;
export type KycType = (typeof KYC_TYPES)[number];

/** Document status: 0 pending, 1 approved, 2 rejected. */
export const KYC_PENDING = 0;
export const KYC_APPROVED = 1;
export const KYC_REJECTED = 2;
