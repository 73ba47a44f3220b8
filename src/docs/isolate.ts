/**
 * Keeps a docs preview frame to itself: its sessionStorage is a fresh in-memory one (frames of one
 * tab would otherwise share the real one, and a preview's sign-in or flash message would leak into
 * the other frames and the portal), and BroadcastChannel is silent (a preview's logout must not end
 * the session of the portal open in another tab), and focus never scrolls the docs page. Imported
 * first by the fixture layer.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

class SilentChannel extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly name: string;
  constructor(name: string) {
    super();
    this.name = name;
  }
  postMessage(): void {}
  close(): void {}
}

if (typeof window !== 'undefined') {
  // An island that focuses a field (a dialog opening, a second login step) would scroll the docs page
  // to its frame while it loads; in a preview, focus moves without scrolling.
  for (const prototype of [HTMLElement.prototype, SVGElement.prototype]) {
    const focus = prototype.focus;
    prototype.focus = function (this: HTMLElement | SVGElement, options?: FocusOptions) {
      focus.call(this, { ...options, preventScroll: true });
    };
  }
  const storage = new MemoryStorage();
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => storage });
  window.BroadcastChannel = SilentChannel as unknown as typeof BroadcastChannel;
}
