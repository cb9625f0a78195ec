import { NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAME, LANGUAGES } from '../../../../shared/languages.js';
import { requiresTotp, STAFF_ROLES } from '../../../../shared/staff/roles.js';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../../shared/staff/users.js';
import { useFieldText } from './form-parts.js';
import { StoresField } from './StoresField.js';
import type { TCreateUserForm, TCreateUserFormInput } from './user-schema.js';

/** The new user's fields, each with its error beside it. */
export function CreateUserFields({ form }: { form: UseFormReturn<TCreateUserFormInput, unknown, TCreateUserForm> }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errors = form.formState.errors;
  const role = form.watch('role');
  const passwordLength = t('admin.field.passwordLength', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX });
  return (
    <>
      <TextInput
        label={t('admin.form.email')}
        type="email"
        autoComplete="off"
        required
        {...form.register('email')}
        error={fieldText(errors.email)}
      />
      <TextInput
        label={t('admin.form.name')}
        autoComplete="off"
        required
        {...form.register('name')}
        error={fieldText(errors.name)}
      />
      <NativeSelect
        label={t('admin.form.role')}
        data={STAFF_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
        description={requiresTotp(role) ? t('admin.form.codeAtFirstSignIn') : undefined}
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
      <PasswordInput
        label={t('admin.form.password')}
        description={passwordLength}
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={fieldText(errors.password, { too_small: passwordLength, too_big: passwordLength })}
      />
      <NativeSelect
        label={t('admin.form.language')}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAME[value] }))}
        {...form.register('language')}
      />
    </>
  );
}
