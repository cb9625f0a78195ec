import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffUser, type TStaffUser, type TStaffUserPatch } from '../../../../../shared/staff/users.js';
import { staffCall } from '../../../lib/api.js';
import { USERS_KEY } from './get-users.js';

/** Puts the server's answer for one user in place of the listed one. */
export function replaceUser(users: TStaffUser[] | undefined, updated: TStaffUser): TStaffUser[] | undefined {
  return users?.map((user) => (user.id === updated.id ? updated : user));
}

/**
 * PATCH /api/staff/users/:id with only the fields that change: the server refuses an admin's own role, stores or
 * access even when unchanged, so an unchanged field is never sent.
 */
export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: TStaffUserPatch) =>
      staffCall(`users/${id}`, { method: 'PATCH', body: patch, schema: ZStaffUser }),
    onSuccess: (updated) => client.setQueryData<TStaffUser[]>(USERS_KEY, (users) => replaceUser(users, updated)),
    meta: { errorToast: false },
  });
}
