/** The support area's demo data: the subjects and a few tickets of the demo member, with pictures. */
import { dayAt, type SeedContext } from '../area.ts';
import { one, run, sqlTime, type Db } from '../db.ts';
import { storeImage } from '../http.ts';
import { demoScreenshot } from '../png.ts';
import { OTHER_SUBJECT } from '../../src/lib/support/schema.ts';

const SUBJECTS = ['Deposit', 'Withdrawal', 'Package', 'KYC', 'Account', 'Task', OTHER_SUBJECT];

export function seedTickets(db: Db, ctx: SeedContext): void {
  const { now, demoId } = ctx;
  SUBJECTS.forEach((subject, index) =>
    run(db, 'INSERT INTO ticket_subjects (id, subject) VALUES (?, ?)', index + 1, subject),
  );
  const subjectId = (name: string) => SUBJECTS.indexOf(name) + 1;
  const pictures = [0, 3, 5].map((variant) => storeImage(db, demoId, demoScreenshot(variant), 'png'));

  type Line = { from: 'member' | 'support'; text: string; images?: string[]; minutes: number };
  const ticket = (
    userId: number,
    subject: string,
    status: number,
    startDaysAgo: number,
    lines: Line[],
    subjectText?: string,
  ) => {
    const start = startDaysAgo === 0 ? new Date(now.getTime() - 2 * 3600_000) : dayAt(now, startDaysAgo, 9, 15);
    const at = (minutes: number) => sqlTime(new Date(start.getTime() + minutes * 60_000));
    const last = lines.filter((line) => line.from === 'support').at(-1);
    const id = run(
      db,
      'INSERT INTO tickets (user_id, subject_id, subject, status, last_reply_date, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      userId,
      subjectId(subjectText ? OTHER_SUBJECT : subject),
      subjectText ?? subject,
      status,
      last ? at(last.minutes) : null,
      at(0),
    ).lastInsertRowid;
    for (const line of lines) {
      const messageId = run(
        db,
        'INSERT INTO ticket_messages (ticket_id, user_id, admin_username, message, created_at) VALUES (?, ?, ?, ?, ?)',
        id,
        line.from === 'member' ? userId : null,
        line.from === 'support' ? 'support.anna' : null,
        line.text,
        at(line.minutes),
      ).lastInsertRowid;
      (line.images ?? []).forEach((name, index) =>
        run(
          db,
          'INSERT INTO ticket_message_images (message_id, name, position) VALUES (?, ?, ?)',
          messageId,
          name,
          index,
        ),
      );
    }
    return id;
  };

  ticket(demoId, 'Package', 2, 30, [
    { from: 'member', text: 'How do I upgrade from my current package to a bigger one?', minutes: 0 },
    {
      from: 'support',
      text: 'Buy the bigger package from Purchase Package; the old one keeps running until it expires.',
      minutes: 95,
    },
    { from: 'member', text: 'Understood, thank you.', minutes: 130 },
    { from: 'support', text: 'You are welcome. Closing this ticket.', minutes: 160 },
  ]);
  ticket(demoId, 'Account', 2, 21, [
    { from: 'member', text: 'I cannot change my phone number in the profile.', minutes: 0 },
    { from: 'support', text: 'We have updated it for you. Please check your profile.', minutes: 240 },
  ]);
  ticket(demoId, 'KYC', 3, 14, [
    {
      from: 'member',
      text: 'My KYC document was rejected but the photo is clear.',
      images: [pictures[1]!],
      minutes: 0,
    },
    { from: 'support', text: 'The document had expired. Please upload a valid one.', minutes: 300 },
    { from: 'member', text: 'I uploaded a new passport but it still shows rejected.', minutes: 2900 },
  ]);
  ticket(demoId, 'Withdrawal', 1, 6, [
    { from: 'member', text: 'My withdrawal from last week has not arrived yet.', minutes: 0 },
    { from: 'support', text: 'Could you send a screenshot of the withdrawal entry?', minutes: 45 },
    { from: 'member', text: 'Here it is.', images: [pictures[0]!, pictures[2]!], minutes: 70 },
    {
      from: 'support',
      text: 'Thanks. The payout was sent again, see the receipt.',
      images: [pictures[2]!],
      minutes: 180,
    },
  ]);
  ticket(
    demoId,
    'Referral link question',
    1,
    3,
    [
      { from: 'member', text: 'Can I share my referral link on social media?', minutes: 0 },
      { from: 'support', text: 'Yes, you may share it anywhere.', minutes: 60 },
    ],
    'Referral link question',
  );
  ticket(demoId, 'Deposit', 0, 0, [
    {
      from: 'member',
      text: 'I sent USDT an hour ago and my wallet is not credited.',
      images: [pictures[0]!],
      minutes: 0,
    },
  ]);
  const outsider = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'outsider'");
  if (outsider)
    ticket(outsider.id, 'Withdrawal', 0, 1, [
      { from: 'member', text: 'Private question of another member.', minutes: 0 },
    ]);
}
