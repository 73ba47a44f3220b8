export const common = {
  required: 'This Field Is Required.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  emailCharacters:
    'Use only the Latin letters, digits and signs of an e-mail address (no spaces or look-alike letters).',
  noData: 'No Data For Action',
  loading: 'Loading',
  retry: 'Try again',
  close: 'Close',
  saveChanges: 'Save changes',
  submit: 'Submit',
  cancel: 'Cancel',
  continue: 'Continue',
  next: 'Next',
  previous: 'Previous',
  view: 'View',
  copy: 'Copy',
  search: 'Search',
  yes: 'Yes',
  no: 'No',
  /** The MPIN fields' show/hide toggle (the spec has none; named like "Show password"). */
  showMpin: 'Show MPIN',
  dash: '-',
  /** Max PTI above 1,000,000 (package cards, subscription history). */
  unlimited: 'Unlimited',
  copyright: `Copyright © 2024. All rights reserved.`,
} as const;
