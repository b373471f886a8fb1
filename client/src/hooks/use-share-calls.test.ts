import type { AccessEntry } from '@courtside/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShareCalls, type ShareApi } from './use-share-calls.ts';

const GRANT: AccessEntry = {
  user: { _id: 'u2', name: 'Sam', email: 'sam@example.com' },
  userId: 'u2',
  access: 'view',
};

function makeApi() {
  const done = () => ({ unwrap: () => Promise.resolve([GRANT]) });
  const share = vi.fn(done);
  const setAccess = vi.fn(done);
  const removeAccess = vi.fn(done);
  const useAccessQuery = vi.fn((_id: string, _options: { skip: boolean }) => ({
    data: [GRANT],
    isLoading: false,
  }));
  const api: ShareApi = {
    useAccessQuery,
    useShareMutation: () => [share, {}] as const,
    useSetAccessMutation: () => [setAccess, {}] as const,
    useRemoveAccessMutation: () => [removeAccess, {}] as const,
  };
  return { api, useAccessQuery, share, setAccess, removeAccess };
}

describe('useShareCalls', () => {
  it('loads the people with access only while the dialog is open', () => {
    const { api, useAccessQuery } = makeApi();
    const { rerender, result } = renderHook(({ open }) => useShareCalls(api, 'd1', open), {
      initialProps: { open: false },
    });
    expect(useAccessQuery).toHaveBeenLastCalledWith('d1', { skip: true });
    rerender({ open: true });
    expect(useAccessQuery).toHaveBeenLastCalledWith('d1', { skip: false });
    expect(result.current.grants.data).toEqual([GRANT]);
  });

  it('sends each call for this item and waits for its answer', async () => {
    const { api, share, setAccess, removeAccess } = makeApi();
    const { result } = renderHook(() => useShareCalls(api, 'd1', true));
    await expect(result.current.onShare('sam@example.com', 'edit')).resolves.toEqual([GRANT]);
    await result.current.onSetAccess('u2', 'view');
    await result.current.onRemove('u2');
    expect(share).toHaveBeenCalledWith({ id: 'd1', email: 'sam@example.com', access: 'edit' });
    expect(setAccess).toHaveBeenCalledWith({ id: 'd1', userId: 'u2', access: 'view' });
    expect(removeAccess).toHaveBeenCalledWith({ id: 'd1', userId: 'u2' });
  });
});
