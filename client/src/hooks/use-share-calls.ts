import type { AccessEntry, AccessLevel } from '@courtside/domain';

/** A mutation's trigger, as far as sharing needs it. */
type Trigger<Arg> = (arg: Arg) => { unwrap: () => Promise<unknown> };

/** The RTK Query hooks of one kind of item's access calls. */
export interface ShareApi {
  useAccessQuery: (
    id: string,
    options: { skip: boolean },
  ) => { data?: readonly AccessEntry[]; isLoading: boolean; error?: unknown };
  useShareMutation: () => readonly [
    Trigger<{ id: string; email: string; access: AccessLevel }>,
    unknown,
  ];
  useSetAccessMutation: () => readonly [
    Trigger<{ id: string; userId: string; access: AccessLevel }>,
    unknown,
  ];
  useRemoveAccessMutation: () => readonly [Trigger<{ id: string; userId: string }>, unknown];
}

/**
 * The share dialog's data and calls for item `id`; the people with access load only while the
 * dialog is open. Pass the same `api` on every render, since its hooks are called here.
 */
export function useShareCalls(api: ShareApi, id: string, open: boolean) {
  const grants = api.useAccessQuery(id, { skip: !open });
  const [share] = api.useShareMutation();
  const [setAccess] = api.useSetAccessMutation();
  const [removeAccess] = api.useRemoveAccessMutation();
  return {
    grants,
    onShare: (email: string, access: AccessLevel) => share({ id, email, access }).unwrap(),
    onSetAccess: (userId: string, access: AccessLevel) =>
      setAccess({ id, userId, access }).unwrap(),
    onRemove: (userId: string) => removeAccess({ id, userId }).unwrap(),
  };
}
