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

/** The access endpoints a resource slice has under its kind's names (see resourceEndpoints). */
type AccessEndpoints<Kind extends string> = Record<
  `get${Kind}Access`,
  { useQuery: ShareApi['useAccessQuery'] }
> &
  Record<`share${Kind}`, { useMutation: ShareApi['useShareMutation'] }> &
  Record<`set${Kind}Access`, { useMutation: ShareApi['useSetAccessMutation'] }> &
  Record<`remove${Kind}Access`, { useMutation: ShareApi['useRemoveAccessMutation'] }>;

/** The share dialog's hooks out of a slice's endpoints, for the kind `kind`. */
export function shareApiOf<Kind extends string>(
  endpoints: AccessEndpoints<Kind>,
  kind: Kind,
): ShareApi {
  // TypeScript does not resolve a generic template key inside an intersection; the parameter type
  // has already checked each hook, so the entries are read by plain name here.
  const named = endpoints as unknown as Record<string, { useQuery: never; useMutation: never }>;
  const endpoint = (name: string) => {
    const found = named[name];
    if (!found) throw new Error(`No endpoint ${name}`);
    return found;
  };
  return {
    useAccessQuery: endpoint(`get${kind}Access`).useQuery,
    useShareMutation: endpoint(`share${kind}`).useMutation,
    useSetAccessMutation: endpoint(`set${kind}Access`).useMutation,
    useRemoveAccessMutation: endpoint(`remove${kind}Access`).useMutation,
  };
}
