import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, notify } from './toasts.ts';

const shown = () => $toasts.get().map(({ kind, text }) => `${kind}: ${text}`);
/** The next turn of the event loop: the next failure. */
const later = () => new Promise((resolve) => setTimeout(resolve));

describe('one message at a time', () => {
  beforeEach(() => $toasts.set([]));

  it('replaces an earlier failure’s error with the next one: wrong codes leave one toast', async () => {
    notify('OTP sent to your registered e-mail.', 'success');
    await later();
    notify('Invalid OTP.', 'error');
    await later();
    notify('Invalid OTP.', 'error');
    await later();
    notify('Invalid MPIN.', 'error');
    expect(shown()).toEqual(['success: OTP sent to your registered e-mail.', 'error: Invalid MPIN.']);
  });

  it('keeps the messages of one failure together (every field’s first)', async () => {
    notify('Old failure.', 'error');
    await later();
    notify('The amount is above your limit.', 'error');
    notify('This member cannot receive packages.', 'error');
    expect(shown()).toEqual(['error: The amount is above your limit.', 'error: This member cannot receive packages.']);
  });

  it('never shows the same text twice, and keeps different news side by side', () => {
    notify('link copied successfully.', 'success');
    notify('Profile updated successfully.', 'success');
    notify('link copied successfully.', 'success');
    expect(shown()).toEqual(['success: Profile updated successfully.', 'success: link copied successfully.']);
  });
});
