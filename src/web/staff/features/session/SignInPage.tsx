import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type Language } from '../../../../shared/languages.js';
import { ZStaffSignIn, type TStaffSignIn } from '../../../../shared/staff/auth.js';
import { LanguagePicker } from '../../components/LanguagePicker.js';
import { languageOfTag, switchLanguage } from '../../lib/i18n.js';
import { meQuery } from './api/get-me.js';
import { useSetLanguage } from './api/set-language.js';
import { useSignIn } from './api/sign-in.js';
import { signInFailure, type SignInFailure } from './sign-in-errors.js';

const ZWithCode = ZStaffSignIn.required({ code: true });

/** Where to go after signing in: a path inside the console only (never another site). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** The fields of the step: e-mail and password, or the one-time code. */
function SignInFields({ step, form }: { step: 'credentials' | 'code'; form: UseFormReturn<TStaffSignIn> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <>
      {step === 'credentials' ? (
        <>
          <TextInput
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            autoFocus
            {...form.register('email')}
            error={errors.email ? t('signIn.field.email') : undefined}
          />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password ? t('signIn.field.password') : undefined}
          />
        </>
      ) : (
        <>
          <Text size="sm">{t('signIn.codeHelp')}</Text>
          <TextInput
            label={t('signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            styles={{ input: { letterSpacing: '0.3em', fontSize: 20 } }}
            {...form.register('code')}
            error={errors.code ? t('signIn.field.code') : undefined}
          />
        </>
      )}
    </>
  );
}

/**
 * Sign-in (docs/staff/console.md#sign-in): e-mail and password, then the six-digit code when the account asks for
 * it. The language can be chosen before signing in; a language chosen here is kept on the account.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const me = useQuery(meQuery());
  const signIn = useSignIn();
  const setLanguage = useSetLanguage();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  // The language picked here, until it is kept on the account: the interface switches to it once its texts are
  // loaded, and a sign-in sent before then still keeps the pick, not the language shown meanwhile.
  const [picked, setPicked] = useState<Language | null>(null);
  const form = useForm<TStaffSignIn>({
    defaultValues: { email: '', password: '', code: undefined },
    resolver: zodResolver(step === 'code' ? ZWithCode : ZStaffSignIn),
  });
  const language = picked ?? languageOfTag(i18n.language);

  if (me.data && !signIn.isPending) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await signIn.mutateAsync(step === 'code' ? values : { ...values, code: undefined });
      if (result.status === 'code-required') {
        setStep('code');
        return;
      }
      if (!picked) await switchLanguage(i18n, result.staff.language);
      else if (result.staff.language !== picked) setLanguage.mutate(picked);
      navigate(next, { replace: true });
    } catch (error) {
      setFailure(signInFailure(error));
      if (step === 'code') form.setValue('code', '');
    }
  });

  const onLanguage = (chosen: Language) => {
    setPicked(chosen);
    void switchLanguage(i18n, chosen);
  };

  return (
    <Box component="main" mih="100vh" bg="gray.1" px="md" py={48}>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={400} mx="auto">
        <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {t('app.name')}
            </Text>
            <Title order={1} size="h2">
              {step === 'code' ? t('signIn.codeTitle') : t('signIn.title')}
            </Title>
          </div>
          <LanguagePicker value={language} onChange={onLanguage} />
        </Group>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SignInFields step={step} form={form} />
            {failure ? (
              <Alert color="red" variant="light" role="alert" title={t('signIn.error.title')}>
                {t(failure.key, failure.values)}
              </Alert>
            ) : null}
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {step === 'code' ? t('signIn.verify') : t('signIn.submit')}
            </Button>
            {step === 'code' ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setStep('credentials');
                  setFailure(null);
                  form.setValue('code', undefined);
                }}
              >
                {t('signIn.back')}
              </Button>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
