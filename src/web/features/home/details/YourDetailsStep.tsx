import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { forwardRef, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PID_MAX_LENGTH, TIMINGS } from '../../../../shared/limits.js';
import { STORE_INFO } from '../../../../shared/stores.js';
import { shouldAutoSubmitDetails, validateYourDetails } from '../../../../shared/rules/details.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { showErrorToast } from '../../../components/feedback.js';
import { ApiError } from '../../../lib/api.js';
import { DETAILS_COOKIES, clearCookie, readCookie, writeCookie } from '../../../lib/cookies.js';
import { countryName } from '../../../lib/country-name.js';
import { openSignIn } from '../../../lib/sign-in.js';
import { writeStored } from '../../../lib/storage.js';
import { useStore } from '../../../lib/store-context.js';
import { useWizard } from '../../../lib/wizard.js';
import {
  fetchYourDetails,
  postEmailStatus,
  postYourDetails,
  yourDetailsQueryKey,
  yourProductsQueryKey,
} from '../api.js';

interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  pid: string;
  /** Country id as the select holds it ('' when none). */
  country: string;
  languageReply: string;
}

const EMPTY: DetailsValues = { firstName: '', lastName: '', email: '', pid: '', country: '', languageReply: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'pid', 'country', 'languageReply'] as const;

/** The country a store is named after (de → Germany, uk → United Kingdom): a likely first choice. */
function storeCountry(data: TYourDetailsResponse, store: string): number | null {
  const code = store === 'uk' ? 'GB' : store.toUpperCase();
  return data.countryList.find((c) => c.code.toUpperCase() === code)?.id ?? null;
}

/**
 * The form's starting values: the server's, else (unless it says to clear them) the cookies', else for the
 * country the store's own.
 */
function initialValues(data: TYourDetailsResponse, store: string, language: string): DetailsValues {
  if (data.clearCookies) for (const name of Object.values(DETAILS_COOKIES)) clearCookie(name);
  const cookie = (name: string) => (data.clearCookies ? '' : (readCookie(name) ?? ''));
  const cookieCountry = Number(cookie(DETAILS_COOKIES.country));
  const country =
    data.country ??
    (data.countryList.some((c) => c.id === cookieCountry) ? cookieCountry : null) ??
    storeCountry(data, store);
  const languages = data.languageReplyList.map((l) => l.id as string);
  const languageReply = languages.includes(data.languageReply)
    ? data.languageReply
    : languages.includes(language)
      ? language
      : (languages[0] ?? '');
  return {
    firstName: data.firstName || cookie(DETAILS_COOKIES.firstName),
    lastName: data.lastName || cookie(DETAILS_COOKIES.lastName),
    email: data.email || cookie(DETAILS_COOKIES.email),
    pid: data.pid === '-' ? '' : data.pid,
    country: country === null ? '' : String(country),
    languageReply,
  };
}

export interface YourDetailsStepProps {
  /** Whether a mode of contact has been chosen; going on without one shows its error instead. */
  hasContactMode: boolean;
  onContactModeMissing: () => void;
  /** The details were known already and are submitted on the customer's behalf: e-mail is the mode. */
  onAutoSubmit: () => void;
}

/**
 * Your details (step 1): names, e-mail, the Taiwanese ID number, country and reply language. A successful
 * save moves to step 2; changing the e-mail or country afterwards goes back to step 1.
 */
export const YourDetailsStep = memo(
  forwardRef<HTMLHeadingElement, YourDetailsStepProps>(function YourDetailsStep(
    { hasContactMode, onContactModeMissing, onAutoSubmit },
    headingRef,
  ) {
    const { t } = useTranslation('home');
    const { store, language } = useStore();
    const { step, setStep } = useWizard();
    const queryClient = useQueryClient();
    const details = useQuery({
      queryKey: yourDetailsQueryKey(store),
      queryFn: ({ signal }) => fetchYourDetails(store, signal),
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 1,
    });
    const data = details.data;

    const [memberPrompt, setMemberPrompt] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const saved = useRef<{ email: string; country: string } | null>(null);
    const stepRef = useRef(step);
    stepRef.current = step;
    const contactRef = useRef({ hasContactMode, onContactModeMissing });
    contactRef.current = { hasContactMode, onContactModeMissing };

    const countryById = useMemo(() => new Map((data?.countryList ?? []).map((c) => [String(c.id), c])), [data]);

    const resolver = useCallback<Resolver<DetailsValues>>(
      async (values) => {
        const country = countryById.get(values.country);
        const { errors } = validateYourDetails(
          {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            country: country ? country.id : null,
            languageReply: values.languageReply,
            pid: values.pid,
          },
          { countryPhoneCode: country?.phoneCode },
        );
        const entries = Object.entries(errors);
        if (entries.length === 0) return { values, errors: {} };
        return {
          values: {},
          errors: Object.fromEntries(entries.map(([field, key]) => [field, { type: 'validate', message: key }])),
        };
      },
      [countryById],
    );

    const form = useForm<DetailsValues>({ defaultValues: EMPTY, resolver, mode: 'onSubmit', reValidateMode: 'onBlur' });
    const { register, control, handleSubmit, reset, setError, formState, watch, getValues } = form;

    // A failed load: back to step 1 with the error (spec section 4).
    useEffect(() => {
      if (!details.isError) return;
      if (details.error instanceof ApiError && details.error.httpStatus === 401) return; // lib/api starts over
      setStep(1);
      showErrorToast(details.error, t('genericError', { ns: 'messages' }));
    }, [details.isError, details.error, setStep, t]);

    const errorText = (message: string | undefined) =>
      message ? t(message, { ns: 'messages', defaultValue: message }) : undefined;

    const save = useCallback(
      async (values: DetailsValues, auto = false) => {
        if (!auto && !contactRef.current.hasContactMode) {
          contactRef.current.onContactModeMissing();
          return;
        }
        setSaving(true);
        try {
          const answer = await postYourDetails({
            store,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            country: Number(values.country),
            pid: store === 'tw' ? values.pid.trim() : '',
            languageReply: values.languageReply,
          });
          writeStored('token', answer.token);
          writeCookie(DETAILS_COOKIES.country, values.country, TIMINGS.countryCookieSeconds);
          writeCookie(DETAILS_COOKIES.firstName, values.firstName.trim());
          writeCookie(DETAILS_COOKIES.lastName, values.lastName.trim());
          writeCookie(DETAILS_COOKIES.email, values.email.trim());
          saved.current = { email: values.email.trim(), country: values.country };
          setMemberPrompt(answer.status === 'member' && !data?.loggedIn ? values.email.trim() : null);
          // Products belong to the e-mail: fetch them afresh for the details just saved (a list still on
          // screen refreshes in place; one not shown yet is dropped, so no earlier e-mail's list flashes up).
          if (stepRef.current === 1) queryClient.removeQueries({ queryKey: yourProductsQueryKey(store) });
          else await queryClient.invalidateQueries({ queryKey: yourProductsQueryKey(store) });
          setStep(stepRef.current === 3 ? 3 : 2);
        } catch (error) {
          if (error instanceof ApiError && error.httpStatus === 400) {
            for (const [field, message] of Object.entries(error.fields)) {
              if ((FIELDS as readonly string[]).includes(field)) {
                setError(field as keyof DetailsValues, { type: 'server', message });
              }
            }
          }
          showErrorToast(error, t('genericError', { ns: 'messages' }));
        } finally {
          setSaving(false);
        }
      },
      [store, data?.loggedIn, queryClient, setStep, setError, t],
    );

    // Fill the form once the details arrive; submit on the customer's behalf when everything is known.
    const filledFrom = useRef<TYourDetailsResponse | null>(null);
    useEffect(() => {
      if (!data || filledFrom.current === data) return;
      const first = filledFrom.current === null;
      filledFrom.current = data;
      const values = initialValues(data, store, language);
      reset(values);
      if (data.email) saved.current = { email: values.email, country: values.country };
      if (
        first &&
        shouldAutoSubmitDetails({
          step: stepRef.current,
          store,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          pid: values.pid,
        })
      ) {
        onAutoSubmit();
        void handleSubmit((v) => save(v, true))();
      }
    }, [data, language, reset, store, handleSubmit, save, onAutoSubmit]);

    // Changing the e-mail or the country after the details were saved returns to step 1.
    useEffect(() => {
      const subscription = watch((values, { name }) => {
        if (name !== 'email' && name !== 'country') return;
        const before = saved.current;
        if (!before || stepRef.current === 1) return;
        if ((values.email ?? '').trim() !== before.email || (values.country ?? '') !== before.country) setStep(1);
      });
      return () => subscription.unsubscribe();
    }, [watch, setStep]);

    const checkEmail = useCallback(async () => {
      const email = getValues('email').trim();
      if (!email || data?.loggedIn || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return;
      try {
        const answer = await postEmailStatus(store, email);
        setMemberPrompt(answer.status === 'member' && !answer.loggedIn ? email : null);
      } catch {
        /* only a hint: the save tells again */
      }
    }, [getValues, data?.loggedIn, store]);

    const emailField = register('email');
    const countryOptions = useMemo(
      () =>
        (data?.countryList ?? []).map((c) => ({ value: String(c.id), label: countryName(c.code, c.name, language) })),
      [data, language],
    );
    const languageOptions = useMemo(
      () => (data?.languageReplyList ?? []).map((l) => ({ value: l.id, label: l.name })),
      [data],
    );
    const errors = formState.errors;
    const familyNameFirst = STORE_INFO[store].familyNameFirst;

    const firstNameInput = (
      <TextInput
        key="firstName"
        label={t('details.firstName')}
        autoComplete="given-name"
        maxLength={50}
        error={errorText(errors.firstName?.message)}
        {...register('firstName')}
      />
    );
    const lastNameInput = (
      <TextInput
        key="lastName"
        label={t('details.lastName')}
        autoComplete="family-name"
        maxLength={50}
        error={errorText(errors.lastName?.message)}
        {...register('lastName')}
      />
    );

    return (
      <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby="details-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="details-title" ref={headingRef} tabIndex={-1}>
              {t('details.title')}
            </Title>
            <Text size="sm" c="gray.8" mt={4}>
              {t('details.description')}
            </Text>
          </div>
          {details.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('loading', { ns: 'common' })}</Text>
            </Group>
          ) : (
            <form
              noValidate
              aria-describedby="details-title"
              onSubmit={(event) => {
                // Both are told at once: the missing mode of contact and the fields still to fill in.
                if (!contactRef.current.hasContactMode) contactRef.current.onContactModeMissing();
                void handleSubmit((v) => save(v))(event);
              }}
            >
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  {familyNameFirst ? [lastNameInput, firstNameInput] : [firstNameInput, lastNameInput]}
                  <TextInput
                    label={t('details.email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    maxLength={254}
                    readOnly={data?.loggedIn}
                    description={data?.loggedIn ? t('details.emailOfAccount') : undefined}
                    error={errorText(errors.email?.message)}
                    {...emailField}
                    onBlur={(event) => {
                      void emailField.onBlur(event);
                      void checkEmail();
                    }}
                  />
                  {store === 'tw' ? (
                    <TextInput
                      label={t('details.pid')}
                      description={t('details.pidHint')}
                      autoComplete="off"
                      maxLength={PID_MAX_LENGTH}
                      error={errorText(errors.pid?.message)}
                      {...register('pid')}
                    />
                  ) : null}
                  <Controller
                    control={control}
                    name="country"
                    render={({ field, fieldState }) => (
                      <Select
                        label={t('details.country')}
                        placeholder={t('details.countryPlaceholder')}
                        data={countryOptions}
                        searchable={countryOptions.length > 7}
                        allowDeselect={false}
                        nothingFoundMessage={t('details.noCountry')}
                        autoComplete="off"
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        name={field.name}
                        error={errorText(fieldState.error?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="languageReply"
                    render={({ field, fieldState }) => (
                      <Select
                        label={t('details.languageReply')}
                        placeholder={t('details.languagePlaceholder')}
                        data={languageOptions}
                        allowDeselect={false}
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        name={field.name}
                        error={errorText(fieldState.error?.message)}
                      />
                    )}
                  />
                </SimpleGrid>
                {memberPrompt ? (
                  <Alert color="indigo" variant="light" role="status" title={t('details.memberTitle')}>
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{t('emailRegistered', { ns: 'messages' })}</Text>
                      <Button size="sm" variant="filled" onClick={() => openSignIn(memberPrompt)}>
                        {t('details.signIn')}
                      </Button>
                    </Stack>
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <Button type="submit" loading={saving} size="md" miw={140}>
                    {step === 1 ? t('next', { ns: 'common' }) : t('details.update')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    );
  }),
);
