import { queryOptions } from '@tanstack/react-query';
import { ZStaffUserList } from '../../../../../shared/staff/users.js';
import { staffCall } from '../../../lib/api.js';

export const USERS_KEY = ['staff', 'admin-users'] as const;

/** GET /api/staff/users: the staff users within the admin's stores. */
export const usersQuery = () =>
  queryOptions({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => staffCall('users', { schema: ZStaffUserList, signal }).then((answer) => answer.users),
    meta: { errorToast: false },
  });
