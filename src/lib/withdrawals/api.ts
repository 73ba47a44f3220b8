/** The withdrawal calls of spec part 2, one function each. */
import { call } from '../api/client.ts';
import {
  MessageAnswer,
  UserAnswer,
  WithdrawListAnswer,
  WithdrawSettingsAnswer,
  type WithdrawRequest,
} from './schema.ts';

/** GET withdraw: limits for paid and free members, and the summary cards. */
export function getWithdrawSettings() {
  return call(WithdrawSettingsAnswer, 'withdraw');
}

/** GET user: the profile's withdrawal account details. */
export function getAccountProfile() {
  return call(UserAnswer, 'user');
}

/** POST withdraw with the code under the auth type's field; the key makes a retry safe. */
export function requestWithdrawal(body: WithdrawRequest, idempotencyKey: string) {
  return call(MessageAnswer, 'withdraw', { method: 'POST', json: body, idempotencyKey });
}

/** GET user/manual/withdraw/list, or one of its server-supplied page URLs. */
export function listWithdrawals(url = 'user/manual/withdraw/list') {
  return call(WithdrawListAnswer, url, { listLoad: true });
}
