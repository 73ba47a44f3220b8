/** The KYC calls of spec part 1, one function each. */
import { call } from '../api/client.ts';
import * as text from '../text.ts';
import {
  DocTypesAnswer,
  KycListAnswer,
  KycUploadAnswer,
  type DocTypes,
  type KycList,
  type KycUploadFields,
} from './schema.ts';
import { serverNotice } from '../lang.ts';

/** GET get/doc-type: the document names for identity and address proofs. */
export async function getDocTypes(): Promise<DocTypes> {
  const answer = await call(DocTypesAnswer, 'get/doc-type');
  return answer.data;
}

/** GET kyc-list: the overall status and a page of the uploaded documents; `url` is a server-supplied page URL (see pageUrl). */
export function listKycDocuments(url = 'kyc-list'): Promise<KycList> {
  return call(KycListAnswer, url);
}

export interface KycUpload extends KycUploadFields {
  front: File;
  back?: File | null;
}

/**
 * POST kyc-doc-upload: multipart with front (and back) images, with upload progress. The same
 * idempotency key on a retry makes a resend after a lost answer count once.
 */
export async function uploadKycDocument(
  upload: KycUpload,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<string> {
  const form = new FormData();
  form.append('document_type', upload.document_type);
  form.append('document_name', upload.document_name);
  if (upload.document_number) form.append('document_number', upload.document_number);
  form.append('front', upload.front);
  if (upload.back) form.append('back', upload.back);
  const answer = await call(KycUploadAnswer, 'kyc-doc-upload', { method: 'POST', form, onProgress, idempotencyKey });
  return serverNotice(answer.message, text.kyc.uploaded);
}
