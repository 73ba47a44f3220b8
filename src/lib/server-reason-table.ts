/**
 * The known reasons of src/lib/server-reasons.ts: the server's words → the catalogue's. Loaded on
 * demand by the Hindi and Spanish pages (the English ones show the server's words as sent), so a
 * page's start-up bytes do not carry it.
 */
import * as text from './text.ts';

const r = text.serverReasons;

/** The server's words (case and spaces aside) → the catalogue's. */
const EXACT: Record<string, string> = {
  'this field is required.': r.required,
  'insufficient balance': r.insufficient,
  'amount should be b/w range!!!': r.amountRange,
  'not available': r.notAvailable,
  'sponsor not found.': r.sponsorNotFound,
  'parent not found.': r.parentNotFound,
  'parent is not in the sponsor’s team.': r.parentOutsideTeam,
  "parent is not in the sponsor's team.": r.parentOutsideTeam,
  'a member cannot be their own sponsor or parent.': r.ownSponsor,
  'a member cannot be placed or sponsored under their own downline.': r.ownDownline,
  'user not found.': r.userNotFound,
  'this member is not in your team.': r.notInTeam,
  'the username has already been taken.': r.usernameTaken,
  'the email has already been taken.': r.emailTaken,
  'the selected username is invalid.': r.invalidUsername,
  'invalid otp.': r.invalidOtp,
  'invalid mpin.': r.invalidMpin,
  'invalid authenticator code.': r.invalidAuthenticator,
  'invalid code.': r.invalidCode,
  'invalid or expired otp.': r.expiredOtp,
  'invalid or expired code.': r.expiredCode,
  'invalid username or password.': r.wrongSignIn,
  'the current password is incorrect.': r.wrongPassword,
  'the old mpin is incorrect.': r.wrongMpin,
  'that code no longer works after 5 wrong tries. please request a new code.': r.codeSpent,
  'too many attempts. please wait a few minutes and try again.': r.tooManyAttempts,
  'please verify your e-mail first. a code has been sent.': r.verifyFirst,
  'the amount must be greater than 0.': r.amountAboveZero,
  'only an active subscription can be cancelled.': r.onlyActiveCancelled,
  'please wait a minute before syncing again.': r.syncWait,
  'this task is already completed.': r.taskDone,
  'you have already uploaded this task.': r.taskUploaded,
  'this task is not available today.': r.taskNotToday,
  'this ticket is closed. reopen it to write again.': r.ticketClosed,
  'only a closed ticket can be reopened.': r.onlyClosedReopened,
  'something went wrong. please try again.': r.somethingWrong,
};

/** Reasons with a name, an amount or a time in them. */
const PATTERNS: [RegExp, (part: string) => string][] = [
  [/^the left position under (\S+) is already taken\.$/i, r.leftTaken],
  [/^the right position under (\S+) is already taken\.$/i, r.rightTaken],
  [/^too many wrong codes\. please try again after (.+)\.$/i, r.tooManyCodes],
  [/^please wait (\d+) seconds before requesting another code\.$/i, r.waitForCode],
  [/^a wallet balance of at least (\S+) is needed to withdraw\.$/i, r.minimumBalance],
  [/^insufficient balance in your pay in wallet \((\S+)\)\.$/i, r.payInShort],
];

/** A reason (spaces squeezed) in the catalogue's words, or undefined when it is not a known one. */
export function knownReason(said: string): string | undefined {
  const known = EXACT[said.toLowerCase()];
  if (known !== undefined) return known;
  for (const [pattern, say] of PATTERNS) {
    const part = pattern.exec(said)?.[1];
    if (part !== undefined) return say(part);
  }
  return undefined;
}
