import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TStaffMe, TStaffSession } from '../../../shared/staff/auth.js';
import { requiresTotp } from '../../../shared/staff/roles.js';
import { TotpDialog } from '../features/account/TotpDialog.js';
import { ME_KEY } from '../features/session/api/get-me.js';
import { useCan, useStaff } from '../lib/staff-context.js';

/** The shell's link to the administration screens, for admins only. */
export function AdminNavLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (!useCan('administer')) return null;
  return (
    <NavLink to="/admin" className={className}>
      {t('admin.nav')}
    </NavLink>
  );
}

/**
 * The user menu's "Two-step sign-in" for a user without a one-time code, and its dialog (outside the menu, which
 * unmounts when closed). A supervisor or admin without one may do nothing else until it is set up, so for them the
 * dialog opens by itself. Once confirmed, the user in the cache has the code, and what was refused is asked again.
 */
export function useTotpEnrolment() {
  const { t } = useTranslation();
  const staff = useStaff();
  const client = useQueryClient();
  const mustEnrol = requiresTotp(staff.role) && !staff.totpEnabled;
  const [opened, dialog] = useDisclosure(mustEnrol);
  const onEnrolled = (me: TStaffMe) => {
    client.setQueryData<TStaffSession | null>(ME_KEY, (session) => (session ? { ...session, staff: me } : session));
    void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== ME_KEY[1] });
  };
  return {
    menuItem: staff.totpEnabled ? null : <Menu.Item onClick={dialog.open}>{t('admin.totp.menu')}</Menu.Item>,
    dialog: <TotpDialog opened={opened} required={mustEnrol} onClose={dialog.close} onEnrolled={onEnrolled} />,
  };
}
