import type { UpdateUserBody, User } from '@courtside/domain';
import { baseApi } from '../../../lib/base-api.ts';
import { onSuccess } from '../../../lib/resource-endpoints.ts';
import type { Revived } from '../../../lib/revived.ts';

export type UserItem = Revived<User>;

/** GET/PATCH/DELETE /api/users/{id}: the own account (or any, for admins). */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserItem, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<UserItem, { id: string } & Pick<UpdateUserBody, 'name'>>({
      query: ({ id, name }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'User', id }]),
    }),
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
