/**
 * The longest value of every text field a member can store: one table for the shared request schemas
 * (so the server refuses a longer value with a field error) and the portal's inputs (their
 * `maxLength`), so a member can never type more than the server keeps.
 */
export const MAX_LENGTH = {
  name: 100,
  /** Usernames are 3 to 30 letters and digits (registration's rule); sponsor and parent are usernames. */
  username: 30,
  /** YYYY-MM-DD. */
  dob: 10,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** `+` and up to 16 digits. */
  phone: 17,
  address_line1: 200,
  address_line2: 200,
  landmark: 100,
  city: 100,
  state: 100,
  pincode: 20,
  tax_id: 30,
  ac_no: 20,
  bank_name: 100,
  holder_name: 100,
  ifsc: 15,
  coin_name: 100,
  /** 0x and 40 hex digits. */
  coin_address: 42,
  document_name: 100,
  document_number: 50,
  cancel_reason: 500,
  ticket_subject: 120,
  message: 5000,
  task_description: 1000,
  /** Passwords are hashed, not stored as typed; the cap keeps a body from hashing megabytes. */
  password: 128,
} as const;

export type LimitedField = keyof typeof MAX_LENGTH;
