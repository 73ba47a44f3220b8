/**
 * News: the items (`is_show` is the operator's flag, the same for every member), whether this member
 * has read each (`is_read`, an extension), the unread count, and marking one read.
 */
import type { Area, SeedContext } from '../area.ts';
import { all, one, run, type Db } from '../db.ts';
import { fail, idParam, ok, requireAuth, storeImage } from '../http.ts';
import { pngBands } from '../png.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT,
  body TEXT NOT NULL,
  published_at TEXT NOT NULL,
  is_show INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS news_reads (
  user_id INTEGER NOT NULL REFERENCES users(id),
  news_id INTEGER NOT NULL REFERENCES news(id),
  PRIMARY KEY (user_id, news_id)
);
`;

// ---- demo data -------------------------------------------------------------------------------

const NEWS: { title: string; body: string; is_show: number; image?: [number, number, number][]; daysAgo: number }[] = [
  {
    title: 'Welcome to the new member portal',
    body:
      '<p>The portal has a <strong>new look</strong> and works on any phone.</p>' +
      '<ul><li>Share your <em>left</em> and <em>right</em> referral links</li><li>Check your deposits and KYC at a glance</li></ul>' +
      '<p>Questions? Raise a ticket under <a href="/user/chat">Support</a>.</p>',
    is_show: 1,
    daysAgo: 1,
  },
  {
    title: 'Sunday maintenance window',
    body: '<p>Withdrawals pause on <b>Sunday from 02:00 to 04:00 UTC</b> while we upgrade the payout service. Deposits are credited as usual.</p>',
    is_show: 1,
    image: [
      [29, 78, 216],
      [37, 99, 235],
      [96, 165, 250],
    ],
    daysAgo: 3,
  },
  {
    title: 'Quarterly leadership results',
    body: '<p>Congratulations to every member who reached a new leadership rank this quarter.</p>',
    is_show: 0,
    daysAgo: 20,
  },
];

export function seedNews(db: Db, ctx: SeedContext): void {
  for (const item of NEWS) {
    const image = item.image ? storeImage(db, null, pngBands(480, 200, item.image), 'png', 'news') : null;
    run(
      db,
      'INSERT INTO news (title, image, body, published_at, is_show) VALUES (?, ?, ?, ?, ?)',
      item.title,
      image,
      item.body,
      ctx.ago(item.daysAgo),
      item.is_show,
    );
  }
}

export const newsArea: Area = {
  name: 'news',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/news', requireAuth, (c) => {
      const db = c.get('db');
      const rows = all<Record<string, unknown>>(
        db,
        `SELECT n.id, n.title, n.image, n.body, n.published_at, n.is_show,
                CASE WHEN r.news_id IS NULL THEN 0 ELSE 1 END AS is_read
           FROM news n LEFT JOIN news_reads r ON r.news_id = n.id AND r.user_id = ?
          ORDER BY n.published_at DESC, n.id DESC`,
        c.get('user').id,
      );
      // Unread: every shown item this member has not opened (an item the operator hides is not counted).
      const unread = one<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM news n WHERE n.is_show = 1 AND NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = n.id AND r.user_id = ?)',
        c.get('user').id,
      );
      return ok(c, { unread_count: unread?.n ?? 0, data: rows });
    });

    api.get('/news/:id/read', requireAuth, (c) => {
      const db = c.get('db');
      const id = idParam(c);
      if (id === undefined || !one(db, 'SELECT 1 FROM news WHERE id = ?', id)) return fail(c, 'News not found.', 404);
      run(db, 'INSERT OR IGNORE INTO news_reads (user_id, news_id) VALUES (?, ?)', c.get('user').id, id);
      return ok(c, { msg: 'News marked as read.' });
    });
  },
};
