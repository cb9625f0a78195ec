import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { toast } from '../../lib/toast.js';
import { AdminFrame } from './AdminFrame.js';
import { usersQuery } from './api/get-users.js';
import { CreateUserForm } from './CreateUserForm.js';
import { EditUserForm } from './EditUserForm.js';
import { EndSessionsDialog } from './EndSessionsDialog.js';
import { UserList } from './UserList.js';
import { LoadFailed, Loading } from '../../components/QueryState.js';

function StaffUsers() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const users = useQuery(usersQuery());
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [ending, setEnding] = useState<TStaffUser | null>(null);
  // The dialog shows the user as the cache has them, so it follows every change it makes.
  const editing = users.data?.find((user) => user.id === editingId) ?? null;

  let body;
  if (users.isError) {
    body = <LoadFailed onRetry={() => void users.refetch()} />;
  } else if (users.isPending) body = <Loading />;
  else {
    body = (
      <UserList
        users={users.data}
        phone={phone}
        actions={{ onEdit: (user) => setEditingId(user.id), onEndSessions: setEnding }}
      />
    );
  }

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {users.data ? t('admin.users.count', { count: users.data.length }) : null}
        </Text>
        <Button onClick={() => setCreating(true)}>{t('admin.users.new')}</Button>
      </Group>
      {body}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('admin.users.new')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('state.close') }}
      >
        <CreateUserForm
          onCancel={() => setCreating(false)}
          onDone={(user) => {
            setCreating(false);
            toast(t('admin.users.created', { email: user.email }));
          }}
        />
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditingId(null)}
        title={editing ? t('admin.edit.title', { name: editing.name }) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('state.close') }}
      >
        {editing ? <EditUserForm key={editing.id} user={editing} onDone={() => setEditingId(null)} /> : null}
      </Modal>
      <EndSessionsDialog user={ending} onClose={() => setEnding(null)} />
    </>
  );
}

/** The staff users within the admin's stores (docs/staff/console.md#administration): create, change, end sessions. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.users.title')} intro={t('admin.users.intro')}>
      <StaffUsers />
    </AdminFrame>
  );
}
