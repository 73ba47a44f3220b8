import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { KycCenter } from '../../../../islands/kyc/KycCenter.tsx';
import * as text from '../../../../lib/text.ts';
import kycList from '../../../../../tests/fixtures/kyc/kyc-list.json';
import docTypes from '../../../../../tests/fixtures/kyc/doc-type.json';

const types = { 'get/doc-type': { body: docTypes } };
const [address, identity] = kycList.data.data;
const withDocuments = (documents: unknown[], kycStatus = 0) => ({ body: { ...kycList, kyc_status: kycStatus, data: { ...kycList.data, data: documents, total: documents.length, to: documents.length } } });
const waiting = [
  { ...address!, id: 3, status: 0, remarks: null },
  { ...identity!, id: 4, status: 0, remarks: null },
  { ...identity!, id: 5, document_type: 'photo', document_name: 'selfie', document_number: null, back: null, status: 0, remarks: null },
];

const scenarios = {
  loading: { routes: { ...types, 'kyc-list': hang } },
  'new-member': { routes: { ...types, 'kyc-list': withDocuments([]) } },
  'first-step': { routes: { ...types, 'kyc-list': withDocuments([]) }, act: (page) => click(page, text.kyc.start) },
  'one-rejected': { routes: { ...types, 'kyc-list': { body: kycList } } },
  waiting: { routes: { ...types, 'kyc-list': withDocuments(waiting) } },
  verified: { routes: { ...types, 'kyc-list': withDocuments(waiting.map((doc) => ({ ...doc, status: 1 })), 1) } },
  error: { routes: { ...types, 'kyc-list': serverError } },
  'doc-types-failed': { routes: { 'get/doc-type': serverError, 'kyc-list': { body: kycList } } },
} satisfies Record<string, Scenario>;

export function KycCenterPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <KycCenter />}</IslandFrame>;
}
