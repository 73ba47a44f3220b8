/** Schemas of the KYC calls (spec part 1): document types, the upload and the uploaded list. */
import * as z from 'zod/mini';
import { envelope, maxText, num, optStr, pageOf, str, raw } from '../api/schema.ts';
import { asPage } from '../api/coerce.ts';
import * as text from '../text.ts';

import { KYC_TYPES } from './kinds.ts';

export { KYC_APPROVED, KYC_PENDING, KYC_REJECTED, KYC_TYPES, type KycType } from './kinds.ts';

/** A document name of the server's list: a plain name, or an object carrying it. */
const docName = z.lazy(() =>
  z.pipe(
    z.union([z.string(), z.object({ name: z.string() }), z.object({ value: z.string() })]),
    z.transform((value) => (typeof value === 'string' ? value : 'name' in value ? value.name : value.value)),
  ),
);

export const DocTypesAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z.object({
      identity: z._default(z.array(docName), []),
      address: z._default(z.array(docName), []),
    }),
  }),
);
export type DocTypes = z.output<typeof DocTypesAnswer>['data'];

export const KycDocument = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    document_type: str,
    document_name: str,
    document_number: optStr,
    front: optStr,
    back: optStr,
    status: num,
    remarks: optStr,
    created_at: optStr,
  }),
);
export type KycDocument = z.output<typeof KycDocument>;

/** The documents as sent: a page of them, or a plain list. */
const SentDocuments = z.lazy(() => z.union([pageOf(KycDocument), z.array(KycDocument)]));

export const KycListAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    kyc_status: z._default(num, 0),
    data: z.pipe(SentDocuments, z.transform(asPage)),
  }),
);
export type KycList = z.output<typeof KycListAnswer>;

/** The text fields of POST kyc-doc-upload (front and back travel as files beside them). */
export const KycUploadFields = z.lazy(() =>
  z.object({
    document_type: z.enum(KYC_TYPES, text.kyc.invalidType),
    document_name: z.string().check(z.trim(), z.minLength(1, text.kyc.required), maxText('document_name')),
    document_number: z.optional(
      z.string().check(maxText('document_number'), z.regex(/^[A-Za-z0-9]*$/, text.kyc.numberFormat)),
    ),
  }),
);
export type KycUploadFields = z.output<typeof KycUploadFields>;

export { MessageAnswer as KycUploadAnswer } from '../api/schema.ts';
