/**
 * Copies text for the member. The Clipboard API needs a secure context (https or localhost); elsewhere,
 * and where it is missing, a selected off-screen textarea and `execCommand('copy')` still work in most
 * browsers. False when neither did: the caller then leaves the text selected for a manual copy.
 */
export async function copyText(value: string): Promise<boolean> {
  if (
    typeof navigator !== 'undefined' &&
    navigator.clipboard?.writeText &&
    (typeof window === 'undefined' || window.isSecureContext)
  ) {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      // Refused (permissions, an unfocused page): try the older way.
    }
  }
  return copyWithSelection(value);
}

function copyWithSelection(value: string): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, value.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus({ preventScroll: true });
  return copied;
}
