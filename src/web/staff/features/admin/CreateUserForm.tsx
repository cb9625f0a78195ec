import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { useCreateUser } from './api/create-user.js';
import { CreateUserFields } from './CreateUserFields.js';
import { RefusalAlert, useApplyRefusal } from './form-parts.js';
import { refusalOf, type Refusal } from './refusal.js';
import { ZCreateUserForm, type TCreateUserForm, type TCreateUserFormInput } from './user-schema.js';

const FIELDS = ['email', 'name', 'role', 'stores', 'password', 'language'] as const;

/** A new staff user: e-mail, name, role, stores, a first password and the language of their console. */
export function CreateUserForm({ onDone, onCancel }: { onDone: (user: TStaffUser) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<TCreateUserFormInput, unknown, TCreateUserForm>({
    defaultValues: { email: '', name: '', role: 'agent', stores: [], password: '', language: 'en' },
    resolver: zodResolver(ZCreateUserForm),
  });
  const applyRefusal = useApplyRefusal(form.setError);

  const onSubmit = form.handleSubmit((input) => {
    setRefusal(null);
    create.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        const found = refusalOf(error, FIELDS);
        applyRefusal(found);
        setRefusal(found);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <CreateUserFields form={form} />
        <RefusalAlert refusal={refusal} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('admin.users.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
