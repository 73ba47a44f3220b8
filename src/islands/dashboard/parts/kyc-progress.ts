/**
 * The KYC step of Get started, read from one GET kyc-list: loaded on its own (only members without a
 * package need it), after the card is already drawn, so its answer changes a line of text, not the layout.
 */
import { listKycDocuments } from '../../../lib/kyc/api.ts';
import { bannerFor } from '../../../lib/kyc/progress.ts';
import type { KycProgress } from '../../../lib/dashboard/start.ts';

export async function readKycProgress(): Promise<KycProgress> {
  const answer = await listKycDocuments();
  const banner = bannerFor(answer.data.data, answer.kyc_status);
  return banner === 'verified' ? 'approved' : banner === 'waiting' ? 'review' : 'none';
}
