import { beforeEach, describe, expect, it, vi } from 'vitest';

const getDashboard = vi.fn();
vi.mock('./api.ts', () => ({ getDashboard }));

describe('the shared dashboard answer', () => {
  beforeEach(() => {
    vi.resetModules();
    getDashboard.mockReset();
  });

  it('asks the server once for the cards and the charts, and keeps the answer in $dashboard', async () => {
    getDashboard.mockResolvedValue({ username: 'demo' });
    const { $dashboard, loadDashboard } = await import('./store.ts');
    const [first, second] = await Promise.all([loadDashboard(), loadDashboard()]);
    expect(await loadDashboard()).toBe(first);
    expect(second).toBe(first);
    expect(getDashboard).toHaveBeenCalledTimes(1);
    expect($dashboard.get()).toEqual({ username: 'demo' });
  });

  it('asks again after a failure', async () => {
    getDashboard.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ username: 'demo' });
    const { $dashboard, loadDashboard } = await import('./store.ts');
    await expect(loadDashboard()).rejects.toThrow('down');
    expect($dashboard.get()).toBeNull();
    await expect(loadDashboard()).resolves.toEqual({ username: 'demo' });
    expect(getDashboard).toHaveBeenCalledTimes(2);
  });
});
