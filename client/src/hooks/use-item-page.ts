import type { AccessResult } from '@courtside/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorStatus } from '../lib/api-error.ts';
import { useLoggedIn } from './use-logged-in.ts';

interface ItemQueryResult<Item> {
  data?: Item;
  error?: unknown;
  isLoading: boolean;
  /** When the newest answer came (ms since 1970). */
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

/** The RTK Query hooks and list path of one kind of item (an exercise, a board). */
export interface ItemPageApi<Item> {
  useItemQuery: (
    id: string,
    options: { skip: boolean; refetchOnMountOrArgChange: true },
  ) => ItemQueryResult<Item>;
  useAccessQuery: (
    id: string,
    options: { refetchOnMountOrArgChange: true; skip: boolean },
  ) => { data?: AccessResult };
  /** Where the page goes once the item is deleted. */
  listPath: string;
}

/**
 * What an item's page starts from: the item, what the user may do with it, and deleting it.
 * Pass the same `api` on every render, since its hooks are called here.
 */
export function useItemPage<Item>(id: string, api: ItemPageApi<Item>) {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  // While deleting, the queries pause so the gone item is not fetched again.
  const [deleting, setDeleting] = useState(false);
  // An item cached from an earlier visit may have changed since (in another tab, on another
  // device) or be gone: the page shows it while asking again.
  const answer = api.useItemQuery(id, { skip: deleting, refetchOnMountOrArgChange: true });
  // Gone means gone, even with an older answer at hand.
  const item = errorStatus(answer.error) === 404 ? { ...answer, data: undefined } : answer;
  // Access depends on who is logged in, so never trust an older answer.
  const { data: access } = api.useAccessQuery(id, {
    refetchOnMountOrArgChange: true,
    skip: deleting || !loggedIn,
  });

  /** Runs `remove` and leaves for the list; on failure the page stays, showing the error. */
  const deleteAndLeave = async (remove: () => Promise<unknown>) => {
    try {
      setDeleting(true);
      await remove();
      await navigate(api.listPath, { replace: true });
    } catch {
      setDeleting(false);
    }
  };

  return {
    item,
    loggedIn,
    canEdit: loggedIn && access?.level === 'edit',
    canManage: loggedIn && (access?.type === 'owner' || access?.type === 'admin'),
    deleting,
    deleteAndLeave,
  };
}
