/**
 * A reference server still running after midnight gives the demo member's new day the start a server
 * started that day gives it (one proof approved, one pending, the first ad watched).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { callsAs, testServer } from '../testing.ts';
import { TaskDashboard, TodayTasksAnswer } from '../../src/lib/tasks/schema.ts';

vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-03-09T22:30:00Z'));
const server = testServer();
const { read } = callsAs(server, server.signIn('demo'));
afterAll(() => vi.useRealTimers());

describe('the demo member after midnight', () => {
  it('starts the new day as a fresh server would', async () => {
    vi.setSystemTime(new Date('2026-03-10T00:20:00Z'));
    const today = await read(TodayTasksAnswer, '/task-today');
    expect(today.data.map((task) => task.task_date)).toEqual(['2026-03-10', '2026-03-10', '2026-03-10']);
    expect(today.addedTask).toEqual([today.data[0]!.details_id]);
    const dashboard = await read(TaskDashboard, '/task-dashboard');
    expect([dashboard.approvedTodayTask, dashboard.pendingTodayTask]).toEqual([1, 1]);
  });
});
