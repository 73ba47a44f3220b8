/** Block-explorer page of a BEP20 transaction (deposits, withdrawals). */
export const explorerUrl = (hash: string) => `https://bscscan.com/tx/${encodeURIComponent(hash)}`;

/**
 * A chain transaction hash (0x and 64 hex digits) has an explorer page whatever the method; a bank
 * reference (a UTR) has none and is shown as text only.
 */
export const isChainHash = (hash: string | null | undefined): hash is string =>
  !!hash && /^0x[0-9a-f]{64}$/i.test(hash.trim());
