import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { UserButtons, UserName, UserStatus, UserStores, UserTotp, type UserActions } from './user-parts.js';

/** The staff users as a table (a desktop) or as cards (a phone), with the same facts and buttons. */
export function UserList({ users, phone, actions }: { users: TStaffUser[]; phone: boolean; actions: UserActions }) {
  const { t } = useTranslation();
  if (phone) {
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.users.list')}>
        {users.map((user) => (
          <Paper component="li" key={user.id} withBorder p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <UserName user={user} />
              <Text size="sm" fw={600}>
                {t(`role.${user.role}`)}
              </Text>
            </Group>
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="xs" c="gray.7">
                {t('admin.users.labelled', { label: t('admin.users.column.stores') })}
              </Text>
              <UserStores user={user} />
            </Group>
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="xs" c="gray.7">
                {t('admin.users.labelled', { label: t('admin.users.column.totp') })}
              </Text>
              <UserTotp user={user} />
              <UserStatus user={user} />
            </Group>
            <Group mt="sm">
              <UserButtons user={user} actions={actions} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" aria-label={t('admin.users.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.column.user')}</Table.Th>
            <Table.Th>{t('admin.users.column.role')}</Table.Th>
            <Table.Th>{t('admin.users.column.stores')}</Table.Th>
            <Table.Th>{t('admin.users.column.totp')}</Table.Th>
            <Table.Th>{t('admin.users.column.status')}</Table.Th>
            <Table.Th>{t('admin.users.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <UserName user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`role.${user.role}`)}</Text>
              </Table.Td>
              <Table.Td maw={260}>
                <UserStores user={user} />
              </Table.Td>
              <Table.Td>
                <UserTotp user={user} />
              </Table.Td>
              <Table.Td>
                <UserStatus user={user} />
              </Table.Td>
              <Table.Td>
                <UserButtons user={user} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
