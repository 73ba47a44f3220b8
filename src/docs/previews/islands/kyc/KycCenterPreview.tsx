import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { KycCenter } from '../../../../islands/kyc/KycCenter.tsx';
import * as text from '../../../../lib/text.ts';
import kycList from '../../../../../tests/fixtures/kyc/kyc-list.json';
import docTypes from '../../../../../tests/fixtures/kyc/doc-type.json';

const types = { 'get/doc-type': { body: docTypes } };
const [address, identity] = kycList.data.data;
const withDocuments = (documents: unknown[], kycStatus = 0) => ({
  body: {
    ...kycList,
    kyc_status: kycStatus,
    data: { ...kycList.data, data: documents, total: documents.length, to: documents.length },
  },
});
const waiting = [
  { ...address!, id: 3, status: 0, remarks: null },
  { ...identity!, id: 4, status: 0, remarks: null },
  {
    ...identity!,
    id: 5,
    document_type: 'photo',
    document_name: 'selfie',
    document_number: null,
    back: null,
    status: 0,
    remarks: null,
  },
];

export const scenarios = {
  loading: { title: 'Loading', height: 400, routes: { ...types, 'kyc-list': hang } },
  'new-member': {
    title: 'No documents yet',
    note: 'The instructions, step 1 of 4.',
    height: 560,
    routes: { ...types, 'kyc-list': withDocuments([]) },
  },
  'first-step': {
    title: 'Identity proof step',
    note: 'After Start: document name, number, front and back pictures.',
    height: 640,
    routes: { ...types, 'kyc-list': withDocuments([]) },
    act: (page) => click(page, text.kyc.start),
  },
  'one-rejected': {
    title: 'Identity approved, address rejected',
    note: 'The wizard resumes at the address proof; the list says why it was rejected.',
    height: 640,
    routes: { ...types, 'kyc-list': { body: kycList } },
  },
  waiting: {
    title: 'All three sent',
    note: '“Please Wait For KYC Verification.”; no wizard.',
    height: 400,
    routes: { ...types, 'kyc-list': withDocuments(waiting) },
  },
  verified: {
    title: 'Verified',
    height: 400,
    routes: {
      ...types,
      'kyc-list': withDocuments(
        waiting.map((doc) => ({ ...doc, status: 1 })),
        1,
      ),
    },
  },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...types, 'kyc-list': serverError } },
  'doc-types-failed': {
    title: 'Document types failed',
    note: 'The wizard says so with Try again; the rest works.',
    height: 640,
    routes: { 'get/doc-type': serverError, 'kyc-list': { body: kycList } },
  },
} satisfies Record<string, State>;

export function KycCenterPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <KycCenter />}</IslandFrame>;
}
