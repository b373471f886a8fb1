import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

interface FakeSentinel {
  released: boolean;
  release: () => Promise<void>;
}

/** A Wake Lock API that grants every request; the browser drops locks when the page hides. */
function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel: FakeSentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('holds a screen lock while active and releases it when no longer', async () => {
    const { request, sentinels } = installWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: false },
    });
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');
    rerender({ active: false });
    expect(sentinels[0]?.released).toBe(true);
  });

  it('asks again when the page comes back, after the browser dropped the lock', async () => {
    const { request, sentinels } = installWakeLock();
    renderHook(() => useWakeLock(true));
    await act(async () => {});
    // Hidden: the browser releases the lock by itself, and nothing is asked while hidden.
    act(() => {
      if (sentinels[0]) sentinels[0].released = true;
      setVisibility('hidden');
    });
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
    // Visible again while still holding a lock: no second one.
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('releases a lock granted after the caller left', async () => {
    const { sentinels } = installWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    unmount();
    await act(async () => {});
    expect(sentinels[0]?.released).toBe(true);
  });

  it('does nothing, and throws nothing, where the API is missing or refuses', async () => {
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
    const request = vi.fn(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
  });
});
