/**
 * Keeps a docs preview frame to itself: its sessionStorage is a fresh in-memory one (frames of one
 * tab would otherwise share the real one, and a preview's sign-in or flash message would leak into
 * the other frames and the portal), and BroadcastChannel is silent (a preview's logout must not end
 * the session of the portal open in another tab). Imported first by the fixture layer.
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
  const storage = new MemoryStorage();
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => storage });
  window.BroadcastChannel = SilentChannel as unknown as typeof BroadcastChannel;
}
