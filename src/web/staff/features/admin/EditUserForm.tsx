import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES } from '../../../../shared/staff/roles.js';
import type { TStaffUser, TStaffUserPatch } from '../../../../shared/staff/users.js';
import { useStaff } from '../../lib/staff-context.js';
import { toast } from '../../lib/toast.js';
import { AccessActions } from './AccessActions.js';
import { useUpdateUser } from './api/update-user.js';
import { RefusalAlert, useApplyRefusal, useFieldText } from './form-parts.js';
import { refusalOf, type Refusal } from './refusal.js';
import { StoresField } from './StoresField.js';
import { ZEditUserForm, type TEditUserForm, type TEditUserFormInput } from './user-schema.js';

const sameScope = (a: TStaffUser['stores'], b: TStaffUser['stores']) =>
  a === '*' || b === '*' ? a === b : a.length === b.length && a.every((store) => b.includes(store));

/** Only what changed: the server refuses an admin's own role or stores even when they are sent unchanged. */
export function patchOf(user: TStaffUser, input: TEditUserForm): TStaffUserPatch {
  const patch: TStaffUserPatch = {};
  if (input.name !== user.name) patch.name = input.name;
  if (input.role !== user.role) patch.role = input.role;
  if (!sameScope(input.stores, user.stores)) patch.stores = input.stores;
  return patch;
}

/** A staff user's name, role and stores, then their access (docs/staff/console.md#administration). */
export function EditUserForm({ user, onDone }: { user: TStaffUser; onDone: () => void }) {
  const { t } = useTranslation();
  const own = useStaff().id === user.id;
  const update = useUpdateUser(user.id);
  const fieldText = useFieldText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<TEditUserFormInput, unknown, TEditUserForm>({
    defaultValues: { name: user.name, role: user.role, stores: user.stores },
    resolver: zodResolver(ZEditUserForm),
  });
  const applyRefusal = useApplyRefusal(form.setError);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((input) => {
    setRefusal(null);
    const patch = patchOf(user, input);
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate(patch, {
      onSuccess: (saved) => {
        toast(t('admin.edit.saved', { name: saved.name }));
        onDone();
      },
      onError: (error) => {
        const found = refusalOf(error, ['name', 'role', 'stores']);
        applyRefusal(found);
        setRefusal(found);
      },
    });
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {user.email}
      </Text>
      {own ? (
        <Alert color="blue" variant="light">
          {t('admin.edit.own')}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('admin.form.name')} required {...form.register('name')} error={fieldText(errors.name)} />
          <NativeSelect
            label={t('admin.form.role')}
            data={STAFF_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            {...form.register('role')}
            error={fieldText(errors.role)}
          />
          <Controller
            control={form.control}
            name="stores"
            render={({ field, fieldState }) => (
              <StoresField
                value={field.value}
                onChange={field.onChange}
                error={fieldText(fieldState.error, { custom: t('admin.field.noStore') })}
              />
            )}
          />
          <RefusalAlert refusal={refusal} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('admin.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <AccessActions user={user} />
    </Stack>
  );
}
