/**
 * Every user-facing message of the spec, word for word (spelling included: the spec's texts are the
 * contract). Each section is its own module under text/, re-exported here; screens import the
 * catalogue as a namespace (`import * as text from …/text.ts`), so a page bundles only the sections it
 * uses; nothing user-facing is written inline.
 */
export { common } from './text/common.ts';
export { ui } from './text/ui.ts';
export { pager } from './text/pager.ts';
export { fileField } from './text/fileField.ts';
export { errors } from './text/errors.ts';
export { offline } from './text/offline.ts';
export { notFound } from './text/notFound.ts';
export { shell } from './text/shell.ts';
export { auth } from './text/auth.ts';
export { placement } from './text/placement.ts';
export { placementAdvice } from './text/placementAdvice.ts';
export { signIn } from './text/signIn.ts';
export { undoEmail } from './text/undoEmail.ts';
export { share } from './text/share.ts';
export { secondFactor } from './text/secondFactor.ts';
export { dashboard } from './text/dashboard.ts';
export { news } from './text/news.ts';
export { shareLink } from './text/shareLink.ts';
export { profile } from './text/profile.ts';
export { kyc } from './text/kyc.ts';
export { deposits } from './text/deposits.ts';
export { packages } from './text/packages.ts';
export { subscriptions } from './text/subscriptions.ts';
export { withdrawals } from './text/withdrawals.ts';
export { withdrawalList } from './text/withdrawalList.ts';
export { ledgers } from './text/ledgers.ts';
export { rankDetails } from './text/rankDetails.ts';
export { statement } from './text/statement.ts';
export { exporting } from './text/exporting.ts';
export { team } from './text/team.ts';
export { tasks } from './text/tasks.ts';
export { support } from './text/support.ts';
export { pages } from './text/pages.ts';
export { serverTitles } from './text/serverTitles.ts';
export { serverReasons } from './text/serverReasons.ts';
