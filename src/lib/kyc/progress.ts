/** Where a member stands with KYC: which proofs are in, which banner shows, where the wizard resumes. */
import { KYC_APPROVED, KYC_REJECTED, KYC_TYPES, type KycType } from './kinds.ts';
import type { KycDocument } from './schema.ts';

/** Proof types whose latest document is not rejected (waiting or approved). A rejected one may be sent again. */
export function presentTypes(documents: readonly KycDocument[]): Set<KycType> {
  const latest = new Map<string, KycDocument>();
  // The list is newest first when it has ids; otherwise the first seen of a type counts.
  const ordered = documents.some((doc) => doc.id !== undefined)
    ? [...documents].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))
    : documents;
  for (const doc of ordered) if (!latest.has(doc.document_type)) latest.set(doc.document_type, doc);
  const present = new Set<KycType>();
  for (const type of KYC_TYPES) {
    const doc = latest.get(type);
    if (doc && doc.status !== KYC_REJECTED) present.add(type);
  }
  return present;
}

export type KycBanner = 'incomplete' | 'waiting' | 'verified';

/**
 * The spec's three banners: fewer than 3 documents → complete your KYC; 3 waiting → wait for
 * verification; verified (kyc_status 1, or all three approved) → verified.
 */
export function bannerFor(documents: readonly KycDocument[], kycStatus: number): KycBanner {
  const present = presentTypes(documents);
  if (kycStatus === KYC_APPROVED) return 'verified';
  if (present.size < KYC_TYPES.length) return 'incomplete';
  const latest = documents.filter((doc) => present.has(doc.document_type as KycType));
  const allApproved = KYC_TYPES.every((type) =>
    latest.some((doc) => doc.document_type === type && doc.status === KYC_APPROVED),
  );
  return allApproved ? 'verified' : 'waiting';
}

export type WizardStep = 'instructions' | KycType;

/**
 * Where the upload wizard starts: the instructions for a member with no documents, else the first
 * missing proof; null (no wizard) when all three are in.
 */
export function startStep(documents: readonly KycDocument[]): WizardStep | null {
  const present = presentTypes(documents);
  if (present.size === 0 && documents.length === 0) return 'instructions';
  return KYC_TYPES.find((type) => !present.has(type)) ?? null;
}

/** A document name as shown: underscores become spaces. */
export function documentLabel(name: string): string {
  return name.replace(/_/g, ' ');
}

/** Whether a proof type needs a back image (identity and address do, the photo does not). */
export function needsBack(type: KycType): boolean {
  return type !== 'photo';
}
