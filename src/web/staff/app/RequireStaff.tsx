import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { meQuery } from '../features/session/api/get-me.js';
import { switchLanguage } from '../lib/i18n.js';
import { StaffProvider } from '../lib/staff-context.js';
import { StaffShell } from './StaffShell.js';
import { languageOfTag } from '../lib/i18n.js';

/** Every screen but the sign-in: the signed-in user (GET /api/staff/me), in their language, inside the shell. */
export function RequireStaff() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const me = useQuery(meQuery());
  const language = me.data?.staff.language;

  useEffect(() => {
    if (language && language !== languageOfTag(i18n.language)) void switchLanguage(i18n, language);
  }, [language, i18n]);

  if (me.isPending) {
    return (
      <Center mih="100vh" aria-busy="true">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Text role="alert">{t('error.generic')}</Text>
          <Button onClick={() => void me.refetch()}>{t('state.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!me.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <StaffProvider staff={me.data.staff}>
      <StaffShell />
    </StaffProvider>
  );
}
