import { boot, EARLY_EDITOR_ATTRIBUTE, ENTRY_ATTRIBUTE } from './boot-loader.ts';

// The page's first script (see boot-loader.ts); its tag names the scripts it starts.
const tag = document.querySelector(`script[${ENTRY_ATTRIBUTE}]`);
const entry = tag?.getAttribute(ENTRY_ATTRIBUTE);
const earlyEditor = tag?.getAttribute(EARLY_EDITOR_ATTRIBUTE)?.split(' ');
if (!entry || !earlyEditor) throw new Error('index.html names no app entry for the boot script');

/** The page's storage, if the browser lets it use one (reading `localStorage` may throw). */
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

void boot(
  { entry, earlyEditor },
  {
    load: (url) => import(/* @vite-ignore */ url),
    preload: (url) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    },
    storage: pageStorage(),
    fetch: (input, init) => window.fetch(input, init),
    wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  },
  window.location,
);
