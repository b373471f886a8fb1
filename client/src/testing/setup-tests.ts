import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
