import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCan } from '../../lib/staff-context.js';
import classes from './Admin.module.css';

/** The administration screens' frame: the title, the links between them, and the screen for admins only. */
export function AdminFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useCan('administer');
  return (
    <Stack gap="sm">
      <nav aria-label={t('admin.sections')} className={classes.sections}>
        <NavLink to="/admin/users" className={classes.section}>
          {t('admin.users.title')}
        </NavLink>
        <NavLink to="/admin/stores" className={classes.section}>
          {t('admin.stores.title')}
        </NavLink>
      </nav>
      <div>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text size="sm" c="gray.7" maw="70ch">
          {intro}
        </Text>
      </div>
      {allowed ? (
        children
      ) : (
        <Alert color="gray" role="alert">
          {t('admin.forbidden')}
        </Alert>
      )}
    </Stack>
  );
}
