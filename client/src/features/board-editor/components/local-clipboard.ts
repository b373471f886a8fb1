import { CLIPBOARD_VERSION, clipboardContentSchema } from '@courtside/domain';
import type { CanvasObject, ClipboardContent } from '@courtside/domain';
import type { ClipboardStore } from '../core/clipboard-store.ts';

/** Where copied board objects wait in the browser's local storage. */
export const CLIPBOARD_KEY = 'courtside.clipboard';

type Listener = () => void;

/** A {@link ClipboardStore} that can tell the toolbar when what it holds may have changed. */
export interface LocalClipboard extends ClipboardStore {
  subscribe(listener: Listener): () => void;
}

function parsed(text: string | null): CanvasObject[] | undefined {
  if (!text) return undefined;
  try {
    const content = clipboardContentSchema.safeParse(JSON.parse(text));
    return content.success ? content.data.objects : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The clipboard in local storage, shared by every board and the drafting board in this browser,
 * also across tabs. What another app version or a broken write left there is ignored. When the
 * storage is full or switched off, copies still reach pastes in this tab through memory.
 */
export function createLocalClipboard(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): LocalClipboard {
  const listeners = new Set<Listener>();
  let inMemory: CanvasObject[] | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CLIPBOARD_KEY || event.key === null) notify();
  };
  return {
    read() {
      let stored: string | null = null;
      try {
        stored = storage?.getItem(CLIPBOARD_KEY) ?? null;
      } catch {
        // Storage switched off: only this tab's copies are there.
      }
      const objects = parsed(stored);
      if (objects) return objects;
      return inMemory ? structuredClone(inMemory) : undefined;
    },
    write(objects) {
      inMemory = objects.length > 0 ? structuredClone([...objects]) : undefined;
      try {
        if (!inMemory) storage?.removeItem(CLIPBOARD_KEY);
        else {
          const content: ClipboardContent = { version: CLIPBOARD_VERSION, objects: inMemory };
          storage?.setItem(CLIPBOARD_KEY, JSON.stringify(content));
        }
      } catch (error) {
        console.warn('board editor: copy kept in this tab only', error);
        // An older copy left in storage must not win over this one.
        try {
          storage?.removeItem(CLIPBOARD_KEY);
        } catch {
          // Nothing readable is there then either.
        }
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserClipboard: LocalClipboard | undefined;

function storageOrNothing(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on the mere access when site data is blocked.
    return undefined;
  }
}

/** The one clipboard of this browser tab, over `localStorage`. */
export function localClipboard(): LocalClipboard {
  browserClipboard ??= createLocalClipboard(
    storageOrNothing(),
    typeof window === 'undefined' ? undefined : window,
  );
  return browserClipboard;
}
