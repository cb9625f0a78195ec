import { ActionIcon, Anchor, Avatar, Badge, Box, Button, Group, Menu, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import type { Language } from '../../../shared/languages.js';
import { KeyboardHelp } from '../components/KeyboardHelp.js';
import { LanguagePicker } from '../components/LanguagePicker.js';
import { InboxNavLink } from '../features/inbox/InboxNavLink.js';
import { useSetLanguage } from '../features/session/api/set-language.js';
import { useSignOut } from '../features/session/api/sign-out.js';
import { switchLanguage } from '../lib/i18n.js';
import { useCan, useStaff } from '../lib/staff-context.js';
import { AdminNavLink, useTotpEnrolment } from './AdminEntries.js';
import classes from './StaffShell.module.css';

/** The console's screens a user may open: the audit log for supervisors and admins, Staff for admins. */
function ConsoleNav() {
  const { t } = useTranslation();
  const canAudit = useCan('supervise');
  return (
    <nav aria-label={t('shell.nav')} className={classes.nav}>
      <NavLink to="/" end className={classes.navLink}>
        {t('shell.queues')}
      </NavLink>
      <InboxNavLink className={classes.navLink} />
      <NavLink to="/mail" className={classes.navLink}>
        {t('mail.nav')}
      </NavLink>
      <NavLink to="/insights" className={classes.navLink}>
        {t('insights.nav')}
      </NavLink>
      {canAudit ? (
        <NavLink to="/audit" className={classes.navLink}>
          {t('audit.nav')}
        </NavLink>
      ) : null}
      <AdminNavLink className={classes.navLink} />
    </nav>
  );
}

/** The header (who is signed in, language, sign out), the navigation, and the screen. */
export function StaffShell() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const setLanguage = useSetLanguage();
  const [helpOpen, help] = useDisclosure(false);
  const enrolment = useTotpEnrolment();
  useHotkeys([['shift+?', help.open]]);

  const onLanguage = (language: Language) => {
    void switchLanguage(i18n, language);
    setLanguage.mutate(language);
  };

  return (
    <>
      <a className={classes.skip} href="#main">
        {t('shell.skip')}
      </a>
      <Box component="header" className={classes.header}>
        <Anchor component={NavLink} to="/" className={classes.brand} underline="never">
          <span className={classes.brandFull}>{t('app.name')}</span>
          <span className={classes.brandShort}>{t('app.shortName')}</span>
        </Anchor>
        <ConsoleNav />
        <Group gap="xs" wrap="nowrap" className={classes.controls}>
          <ActionIcon variant="subtle" color="gray" onClick={help.open} aria-label={t('shortcuts.button')}>
            <span aria-hidden="true">?</span>
          </ActionIcon>
          <LanguagePicker value={staff.language} onChange={onLanguage} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                color="dark"
                size="xs"
                className={classes.user}
                aria-label={`${staff.name}, ${t(`role.${staff.role}`)}`}
              >
                {/* A phone shows the initials alone; the name and the role are in the menu they open. */}
                <Avatar name={staff.name} size={28} color="indigo" className={classes.initials} aria-hidden="true" />
                <span className={classes.userName}>{staff.name}</span>
                <Badge size="xs" variant="light" className={classes.role}>
                  {t(`role.${staff.role}`)}
                </Badge>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                <Text size="sm" fw={600} c="dark">
                  {staff.name}
                </Text>
                <Text size="xs">{staff.email}</Text>
                <Badge size="xs" variant="light" mt={4}>
                  {t(`role.${staff.role}`)}
                </Badge>
              </Menu.Label>
              {enrolment.menuItem}
              <Menu.Item
                onClick={() =>
                  signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) })
                }
              >
                {t('shell.signOut')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Box>
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <KeyboardHelp opened={helpOpen} onClose={help.close} />
      {enrolment.dialog}
    </>
  );
}
