/**
 * The shape a translation of a catalogue section must have: the English section's keys, each with any
 * text in place of the English one. A function keeps its parameters and returns a string; a list of
 * texts stays a list. A translation file annotated with it (`Translation<typeof en.dashboard>`) fails
 * the type check on a missing or extra key or on a function with other parameters; the catalogue test
 * catches what types cannot (a dropped argument, a list of another length, a numbered map's keys).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? readonly string[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export type Language = 'hi' | 'es';

/**
 * Product terms and codes that stay in Latin letters in every language: a text made only of these,
 * digits and punctuation may equal the English one without being listed below.
 */
export const PRODUCT_TERMS = [
  'MPIN',
  'KYC',
  'USDT',
  'BEP20',
  'TRC20',
  'BNB',
  'OTP',
  'PIN',
  '2FA',
  'IFSC',
  'UTR',
  'PTI',
  'IP',
  'ID',
  'QR',
  'USD',
] as const;

/** Brands and proper names, written as their owners write them. */
const BRANDS = {
  'deposits.network': 'the name of the network (USDT on BEP20, BNB Smart Chain), as wallets show it',
  'shareLink.shareOn.facebook': 'brand name',
  'shareLink.shareOn.twitter': 'brand name',
  'shareLink.shareOn.whatsapp': 'brand name',
  'shareLink.shareOn.telegram': 'brand name',
  'shareLink.shareOn.linkedin': 'brand name',
} as const;

export const SAME_AS_ENGLISH: Record<Language, Record<string, string>> = {
  hi: {
    ...BRANDS,
  },
  es: {
    ...BRANDS,
    'common.no': '"No" is the same word in Spanish',
    'deposits.statusOther': '"Error" is the same word in Spanish',
    'ui.errorPrefix': '"Error" is the same word in Spanish',
    'ledgers.payIn': 'wallet name kept in English, as in "Billetera Pay In"',
    'ledgers.payOut': 'wallet name kept in English, as in "Billetera Pay Out"',
  },
};
