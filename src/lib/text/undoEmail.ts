// The page the notice of an e-mail change links to (/undoEmail), which undoes the change for a week.
export const undoEmail = {
  explain:
    "This puts back the e-mail address your account had before the recent change and signs out every session, yours and anyone else's. Then set a new password.",
  restore: 'Restore my e-mail address',
  incomplete: 'This link is incomplete. Open the whole link from the e-mail, or copy all of it into the address bar.',
  resetHint: (forgot: string) => `On the sign-in page, choose “${forgot}” to set a new password.`,
  signIn: 'Go to sign in',
} as const;
