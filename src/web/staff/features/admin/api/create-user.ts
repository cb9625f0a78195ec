import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffUser, type TStaffUser, type TStaffUserCreate } from '../../../../../shared/staff/users.js';
import { staffCall } from '../../../lib/api.js';
import { USERS_KEY } from './get-users.js';

/** POST /api/staff/users: the new user joins the list in the cache; the form shows every refusal itself. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TStaffUserCreate) => staffCall('users', { body: input, schema: ZStaffUser }),
    onSuccess: (created) => {
      client.setQueryData<TStaffUser[]>(USERS_KEY, (users) => (users ? [...users, created] : users));
    },
    meta: { errorToast: false },
  });
}
