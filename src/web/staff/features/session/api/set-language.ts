import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/languages.js';
import { ZStaffMe, type TStaffSession } from '../../../../../shared/staff/auth.js';
import { staffCall } from '../../../lib/api.js';
import { ME_KEY } from './get-me.js';

/** PUT /api/staff/me/language: the user's interface language, kept on the account for every browser. */
export function useSetLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      const answer = await staffCall('me/language', { method: 'PUT', body: { language } });
      // The server answers the updated user; an empty answer means the language given was stored.
      const parsed = ZStaffMe.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
    onSuccess: (staff, language) => {
      client.setQueryData<TStaffSession | null>(ME_KEY, (session) =>
        session ? { ...session, staff: staff ?? { ...session.staff, language } } : session,
      );
    },
  });
}
