import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { formatShortDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import { useStaff } from '../../lib/staff-context.js';

/** What the list does with a user. */
export interface UserActions {
  onEdit: (user: TStaffUser) => void;
  onEndSessions: (user: TStaffUser) => void;
}

export function UserName({ user }: { user: TStaffUser }) {
  const { t } = useTranslation();
  const own = useStaff().id === user.id;
  return (
    <div>
      <Text size="sm" fw={600}>
        {user.name}
        {own ? (
          <Badge size="xs" variant="outline" color="gray" ml={6}>
            {t('admin.users.you')}
          </Badge>
        ) : null}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    </div>
  );
}

export function UserStores({ user }: { user: TStaffUser }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {user.stores === '*' ? t('admin.users.allStores') : user.stores.map((s) => s.toUpperCase()).join(', ')}
    </Text>
  );
}

export function UserTotp({ user }: { user: TStaffUser }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={user.totpEnabled ? 'green' : 'gray'} size="sm">
      {user.totpEnabled ? t('admin.users.totpOn') : t('admin.users.totpOff')}
    </Badge>
  );
}

/** Disabled and locked are said in words; a user who is neither is active. */
export function UserStatus({ user }: { user: TStaffUser }) {
  const { t, i18n } = useTranslation();
  const until = user.lockedUntil ? formatShortDateTime(user.lockedUntil, languageOfTag(i18n.language)) : null;
  if (!user.disabled && !until) return <Text size="sm">{t('admin.users.active')}</Text>;
  return (
    <Group gap={4}>
      {user.disabled ? (
        <Badge color="red" variant="light" size="sm">
          {t('admin.users.disabled')}
        </Badge>
      ) : null}
      {until ? (
        <Badge color="orange" variant="light" size="sm" style={{ textTransform: 'none' }}>
          {t('admin.users.lockedUntil', { time: until })}
        </Badge>
      ) : null}
    </Group>
  );
}

export function UserButtons({ user, actions }: { user: TStaffUser; actions: UserActions }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => actions.onEdit(user)}
        aria-label={t('admin.users.editUser', { name: user.name })}
      >
        {t('admin.users.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => actions.onEndSessions(user)}
        aria-label={t('admin.users.endSessionsOf', { name: user.name })}
      >
        {t('admin.access.endSessions')}
      </Button>
    </Group>
  );
}
