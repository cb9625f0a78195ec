import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { toast } from '../../lib/toast.js';
import { useEndSessions } from './api/end-sessions.js';
import { RefusalAlert } from './form-parts.js';
import { refusalOf, type Refusal } from './refusal.js';

/** "End every session of this user?" — asked first, since it signs them out wherever they are. */
export function EndSessionsDialog({ user, onClose }: { user: TStaffUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const endSessions = useEndSessions();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('admin.access.endSessions')}
      closeButtonProps={{ 'aria-label': t('state.close') }}
    >
      {user ? (
        <Stack gap="sm">
          <Text size="sm">{t('admin.access.endSessionsConfirm', { name: user.name })}</Text>
          <RefusalAlert refusal={refusal} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('admin.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={endSessions.isPending}
              data-autofocus
              onClick={() =>
                endSessions.mutate(user.id, {
                  onSuccess: ({ ended }) => {
                    toast(t('admin.access.ended', { count: ended, name: user.name }));
                    close();
                  },
                  onError: (error) => setRefusal(refusalOf(error)),
                })
              }
            >
              {t('admin.access.endSessions')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
