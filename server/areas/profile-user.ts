/** The signed-in member as GET user (and the profile routes' answers) show them. */
import { one, type Db } from '../db.ts';
import type { UserRow } from '../http.ts';

export type Member = UserRow & Record<string, unknown>;

function profileOf(db: Db, user: Member) {
  return {
    id: user.id,
    user_id: user.id,
    avatar: user.avatar ?? null,
    deposit_address: user.deposit_address ?? null,
    phone: user.phone ?? '',
    total_subscription: user.total_subscription ?? 0,
    gender: user.gender ?? null,
    dob: user.dob ?? null,
    address_line1: user.address_line1 ?? null,
    address_line2: user.address_line2 ?? null,
    landmark: user.landmark ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    country: user.country_id ?? null,
    pincode: user.pincode ?? null,
    tax_id: user.tax_id ?? null,
    withdrawal_coin: user.withdrawal_coin ?? 'USDT BEP20',
    withdrawal_address: user.withdrawal_address ?? null,
    ac_no: user.ac_no ?? null,
    bank_name: user.bank_name ?? null,
    holder_name: user.holder_name ?? null,
    ifsc: user.ifsc ?? null,
    account_type: user.account_type ?? null,
    country_name: one<{ name: string }>(db, 'SELECT name FROM countries WHERE id = ?', user.country_id)?.name ?? null,
  };
}

export function userAnswer(db: Db, user: Member) {
  const on = Number(user.status_2fa) === 1;
  return {
    username: user.username,
    email: user.email,
    email_verified_at: user.email_verified_at ?? null,
    // A new address waiting for its code (confirm-email); null when none is.
    email_pending: user.pending_email ?? null,
    // The current address, also sent a code the change needs (confirm-email's current_code).
    email_pending_current: user.pending_email ? user.email : null,
    status_2fa: on ? 1 : 0,
    // The pending secret is answered once, by POST 2fa-secret (profile-2fa.ts): a stolen session reads none here.
    image_2fa: null,
    image_2fa_on_request: 1,
    auth_type: user.auth_type,
    name: user.name,
    profile: profileOf(db, user),
  };
}

export function reload(db: Db, id: number): Member {
  return one<Member>(db, 'SELECT * FROM users WHERE id = ?', id)!;
}
