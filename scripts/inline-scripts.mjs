// @ts-check
/**
 * Scripts a page carries inside its HTML, built from the project's own TypeScript at config time, so
 * they share the islands' code (texts, formats, rules) and the CSP can list their hashes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { esbuildCatalogue } from './language.mjs';

/**
 * One entry, bundled with its imports into a single minified script, in the build's language.
 * @param {string | { code: string, dir: string }} entry path from the project root, or `{ code, dir }`: the entry's source, with
 *   imports relative to `dir` (a folder from the project root)
 * @param {string} lang
 * @returns {Promise<string>}
 */
export async function inlineScript(entry, lang) {
  const source =
    typeof entry === 'string'
      ? { entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))] }
      : {
          stdin: {
            contents: entry.code,
            resolveDir: fileURLToPath(new URL(`../${entry.dir}`, import.meta.url)),
            sourcefile: 'inline.ts',
            loader: /** @type {const} */ ('ts'),
          },
        };
  const result = await build({
    ...source,
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    // Texts in other scripts (Hindi) as they are: an escaped character is six bytes, a Devanagari one three.
    charset: 'utf8',
    define: { __PORTAL_LANG__: JSON.stringify(lang) },
    plugins: [esbuildCatalogue(lang)],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${typeof entry === 'string' ? entry : entry.code}: esbuild wrote nothing`);
  return output.text.trim();
}

/**
 * The dashboard's stats drawn from the head's answers before React arrives (lib/dashboard/first-paint.ts),
 * with the texts they show in the build's language (not the whole dashboard section of the catalogue).
 * @param {string} lang
 */
export async function statsFirstPaint(lang) {
  const { statsTexts } = await import('../src/lib/dashboard/first-paint-run.ts');
  const texts = JSON.stringify(statsTexts((await catalogueOf(lang)).dashboard));
  return inlineScript(
    { code: `import { paintStats } from './first-paint-run.ts';\npaintStats(${texts});`, dir: 'src/lib/dashboard' },
    lang,
  );
}

/**
 * The dashboard's news pop-up drawn from the head's GET news before React arrives (islands/dashboard).
 * @param {string} lang
 */
async function newsFirstPaint(lang) {
  const { NewsAnswer } = await import('../src/lib/news/schema.ts');
  const { newsLook } = await import('../src/components/news-view.ts');
  return pageFirstPaint(lang, {
    dir: 'src/islands/dashboard',
    start: 'paintNews',
    schema: NewsAnswer,
    where: 'news',
    look: newsLook(await catalogueOf(lang)),
  });
}

/**
 * The team trees' first nodes drawn from the head's answer before React arrives (islands/team), with
 * the tree's name in the build's language.
 * @param {string} lang
 */
async function treeFirstPaints(lang) {
  const { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } = await import('../src/lib/team/schema.ts');
  const { team } = await catalogueOf(lang);
  const dir = 'src/islands/team';
  const [binaryTeam, directTeam, singleLeg] = await Promise.all([
    pageFirstPaint(lang, {
      dir,
      start: 'paintBinaryTree',
      schema: BinaryDetailsAnswer,
      where: 'binary-details',
      look: team.trees.binary,
    }),
    pageFirstPaint(lang, {
      dir,
      start: 'paintReferralTree',
      schema: DirectTeamAnswer,
      where: 'directTeam',
      look: team.trees.referral,
    }),
    pageFirstPaint(lang, {
      dir,
      start: 'paintSingleLeg',
      schema: TreeViewAnswer,
      where: 'treeView',
      look: team.trees.singleLeg,
    }),
  ]);
  return { binaryTeam, directTeam, singleLeg };
}

/**
 * A page's first paint from one answer: `${start}(shape, look)` from the folder's first-paint-run.ts,
 * with the answer's schema as data (lib/api/shape-of.ts) and its classes (and texts) made here.
 * @param {string} lang
 * A page drawn from several answers (the route's first calls, in order) names their schemas in a list,
 * and its start gets their shapes in a list.
 * @param {{ dir: string, start: string, schema: import('zod/mini').ZodMiniType | import('zod/mini').ZodMiniType[], where: string, look: unknown }} page
 */
async function pageFirstPaint(lang, { dir, start, schema, where, look }) {
  const { shapeOf } = await import('../src/lib/api/shape-of.ts');
  const shape = JSON.stringify(
    Array.isArray(schema) ? schema.map((one, index) => shapeOf(one, `${where}[${index}]`)) : shapeOf(schema, where),
  );
  return inlineScript(
    { code: `import { ${start} } from './first-paint-run.ts';\n${start}(${shape}, ${JSON.stringify(look)});`, dir },
    lang,
  );
}

/**
 * The pages drawn from one answer before React arrives: Completed Tasks' page of hand-ins and Today's
 * Task's cards (islands/tasks), the ticket desk's list (islands/support), Purchase Package's cards
 * (islands/packages), the deposit address and history (islands/deposits), Manual Withdraw's limits,
 * account and wallet (islands/withdrawals, from two answers), My Profile's Basic Info (islands/profile)
 * and the KYC page's banner, step and documents (islands/kyc), each from its folder's first-paint-run.ts.
 * @param {string} lang
 */
async function answerFirstPaints(lang) {
  const { UserTasksAnswer, TodayTasksAnswer } = await import('../src/lib/tasks/schema.ts');
  const { TicketsAnswer } = await import('../src/lib/support/schema.ts');
  const { doneLook, todayLook } = await import('../src/islands/tasks/first-paint-look.ts');
  const { deskLooks } = await import('../src/islands/support/first-paint-look.ts');
  const { PackagesAnswer } = await import('../src/lib/packages/schema.ts');
  const { packageLook } = await import('../src/islands/packages/package-view.ts');
  const { DepositsAnswer } = await import('../src/lib/deposits/schema.ts');
  const { depositFirstLook } = await import('../src/islands/deposits/first-paint-look.ts');
  const { WithdrawSettingsAnswer, UserAnswer } = await import('../src/lib/withdrawals/schema.ts');
  const { withdrawLook } = await import('../src/islands/withdrawals/withdraw-view.ts');
  const { SentUserAnswer } = await import('../src/lib/profile/schema.ts');
  const { profileLook } = await import('../src/islands/profile/profile-view.ts');
  const { KycListAnswer } = await import('../src/lib/kyc/schema.ts');
  const { kycLook } = await import('../src/islands/kyc/kyc-view.ts');
  const tasks = 'src/islands/tasks';
  const [doneTasks, todayTasks, desk, packages, deposits, withdraw, profile, kyc] = await Promise.all([
    pageFirstPaint(lang, {
      dir: tasks,
      start: 'paintDoneTasks',
      schema: UserTasksAnswer,
      where: 'allusertask',
      look: doneLook(await catalogueOf(lang)),
    }),
    pageFirstPaint(lang, {
      dir: tasks,
      start: 'paintTodayTasks',
      schema: TodayTasksAnswer,
      where: 'task-today',
      look: todayLook(),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/support',
      start: 'paintDesk',
      schema: TicketsAnswer,
      where: 'tickets',
      look: deskLooks(),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/packages',
      start: 'paintPackages',
      schema: PackagesAnswer,
      where: 'packages',
      look: packageLook(),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/deposits',
      start: 'paintDeposits',
      schema: DepositsAnswer,
      where: 'deposit',
      look: depositFirstLook(await catalogueOf(lang)),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/withdrawals',
      start: 'paintWithdraw',
      schema: [WithdrawSettingsAnswer, UserAnswer],
      where: 'withdraw',
      look: withdrawLook(),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/profile',
      start: 'paintProfile',
      schema: SentUserAnswer,
      where: 'user',
      look: profileLook(await catalogueOf(lang)),
    }),
    pageFirstPaint(lang, {
      dir: 'src/islands/kyc',
      start: 'paintKyc',
      schema: KycListAnswer,
      where: 'kyc-list',
      look: kycLook(await catalogueOf(lang)),
    }),
  ]);
  return { doneTasks, todayTasks, desk, packages, deposits, withdraw, profile, kyc };
}

/**
 * Every page's first paint by name (`stats`, `doneTasks`, `todayTasks`, `desk`, `packages`, `deposits`,
 * `withdraw`, `profile`, `kyc`, `binaryTeam`, `directTeam`, `singleLeg`, `ledger-<id>`), in the
 * build's language: a page carries its own inline (layouts/inline-script.ts) and allows it alone.
 * @param {string} lang
 * @returns {Promise<Record<string, string>>}
 */
export async function firstPaints(lang) {
  const [stats, news, pages, trees, ledgers] = await Promise.all([
    statsFirstPaint(lang),
    newsFirstPaint(lang),
    answerFirstPaints(lang),
    treeFirstPaints(lang),
    ledgerFirstPaints(lang),
  ]);
  return {
    stats,
    news,
    ...pages,
    ...trees,
    ...Object.fromEntries(ledgers.map(({ id, code }) => [`ledger-${id}`, code])),
  };
}

/**
 * The catalogue of `lang` (its own module, as the build's catalogue plugin resolves it).
 * @param {string} lang
 */
async function catalogueOf(lang) {
  const { DEFAULT_LANG } = await import('../src/lib/lang.ts');
  return import(lang === DEFAULT_LANG ? '../src/lib/text.ts' : `../src/lib/text/${lang}.ts`);
}

/**
 * Each ledger's first paint (islands/ledgers/first-paint-run.ts): its table drawn from the head's answer
 * before React arrives, one script per ledger with only that ledger's columns and texts, its answer's
 * schema as data (lib/api/shape-of.ts) to read the answer with, and its classes and fixed texts in the
 * build's language (first-paint-look.ts). Inline in the ledger's page: a file of its own would be
 * fetched alongside the page's scripts and arrive with them, too late to be of use on a slow link.
 * @param {string} lang
 * @returns {Promise<{ id: string, code: string }[]>}
 */
export async function ledgerFirstPaints(lang) {
  const { LEDGER_IDS } = await import('../src/islands/ledgers/ids.ts');
  const { ledgerAnswers } = await import('../src/islands/ledgers/answers.ts');
  const { shapeOf } = await import('../src/lib/api/shape-of.ts');
  const { ledgerViews } = await import('../src/islands/ledgers/views.ts');
  const { firstPaintLook } = await import('../src/islands/ledgers/first-paint-look.ts');
  const text = await catalogueOf(lang);
  return Promise.all(
    LEDGER_IDS.map(async (id) => {
      const view = ledgerViews[id]();
      const shape = JSON.stringify(shapeOf(ledgerAnswers[id], id));
      const look = JSON.stringify(firstPaintLook(view, text));
      // Only the parts this ledger shows: the others' code is left out of its script.
      const parts = [
        view.summary && 'summary: summaryView',
        view.notices && 'notices: noticesView',
        view.date && 'filter: filterView',
        view.action && 'action: actionButtons',
      ].filter(Boolean);
      const code = await inlineScript(
        {
          code: [
            `import { actionButtons, paintLedger } from './first-paint-run.ts';`,
            `import { ${id}View } from './views/${id}.ts';`,
            `import { noticesView, summaryView } from '../../components/summary-view.ts';`,
            `import { filterView } from '../../components/statement-view.ts';`,
            `paintLedger(${id}View(), ${shape}, ${look}, { ${parts.join(', ')} });`,
          ].join('\n'),
          dir: 'src/islands/ledgers',
        },
        lang,
      );
      return { id, code };
    }),
  );
}
