import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyExport, loadChunk, routeExport } from './load-chunk.ts';

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module');

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('waits while offline and loads once the browser is online again', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(failedFetch()).mockResolvedValue({ x: 42 });
    const loading = loadChunk(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Offline, nothing is tried again however long it takes.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ x: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, tries again after a pause and gives up with the last error', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const last = failedFetch();
    const load = vi
      .fn()
      .mockRejectedValueOnce(failedFetch())
      .mockRejectedValueOnce(failedFetch())
      .mockRejectedValueOnce(last);
    const loading = loadChunk(load, 2, 1000);
    const settled = expect(loading).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a retry that succeeds gives the module', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(failedFetch()).mockResolvedValue('module');
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loading).resolves.toBe('module');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/a.js', true],
    ['error loading dynamically imported module: http://x/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe('lazyExport and routeExport', () => {
  it('renders the named export of a module whose first fetch failed', async () => {
    setOnline(true);
    const Greeting = ({ who }: { who: string }) => <p>Hello {who}</p>;
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValue({ Greeting });
    const Lazy = lazyExport(load, 'Greeting');
    render(
      <Suspense fallback="loading">
        <Lazy who="coach" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello coach', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives a route the module's named screen as its Component", async () => {
    const LoginPage = () => null;
    const lazyRoute = routeExport(async () => ({ LoginPage }), 'LoginPage');
    await expect(lazyRoute()).resolves.toEqual({ Component: LoginPage });
  });
});
