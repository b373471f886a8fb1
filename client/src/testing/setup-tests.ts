import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no fetch, so Node's Request is used; unlike a browser it rejects relative URLs.
// Resolve them against the document location as a browser would.
const NodeRequest = globalThis.Request;
class DocumentRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = DocumentRelativeRequest;

// Waits for the screen are backstops, not the mechanism: on a loaded 2-core machine a render
// that takes 50 ms when quiet can take seconds.
configure({ asyncUtilTimeout: 20_000 });

// The test files of a worker share one jsdom (see the client's vitest config), so each test
// leaves the document as it found it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

// Emotion keeps a style element for every rule MUI's components ever used, and jsdom reads every
// rule on each getComputedStyle (Testing Library's role queries call it per element): in one
// shared jsdom the rules of earlier files made a later test of 10 s take 30 to 50. Each file
// starts with emotion's sheet empty and its record of inserted rules forgotten, so components
// insert what they need again.
let emotionCache: EmotionCache | undefined;
function CaptureEmotionCache() {
  emotionCache = __unsafe_useEmotionCache() ?? undefined;
  return null;
}
render(createElement(CaptureEmotionCache));
cleanup();

afterAll(() => {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const key of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[key];
});
