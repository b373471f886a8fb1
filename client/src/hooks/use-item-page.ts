import type { AccessResult } from '@courtside/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoggedIn } from './use-logged-in.ts';

interface ItemQueryResult<Item> {
  data?: Item;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The RTK Query hooks and list path of one kind of item (an exercise, a board). */
export interface ItemPageApi<Item> {
  useItemQuery: (id: string, options: { skip: boolean }) => ItemQueryResult<Item>;
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
  const item = api.useItemQuery(id, { skip: deleting });
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
