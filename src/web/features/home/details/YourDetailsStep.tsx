import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { forwardRef, memo, useDeferredValue, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { openSignIn } from '../../../lib/sign-in.js';
import { useStore } from '../../../lib/store-context.js';
import { useYourDetails } from '../api/get-your-details.js';
import { DetailsFields } from './DetailsFields.js';
import { useDetailsForm, type DetailsFlow } from './useDetailsForm.js';

function MemberPrompt({ email }: { email: string }) {
  const { t } = useTranslation('home');
  return (
    <Alert color="indigo" variant="light" role="status" title={t('details.memberTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('emailRegistered', { ns: 'messages' })}</Text>
        <Button size="sm" variant="default" onClick={() => openSignIn(email)}>
          {t('details.signIn')}
        </Button>
      </Stack>
    </Alert>
  );
}

function DetailsForm({ data, flow }: { data: TYourDetailsResponse; flow: DetailsFlow }) {
  const { t } = useTranslation('home');
  const { form, submit, saving, member, edited } = useDetailsForm(data, flow);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Both are told at once: the missing mode of contact and the fields still to fill in.
    if (!flow.hasContactMode) flow.onContactModeMissing();
    void submit(event);
  };
  return (
    <form noValidate aria-describedby="details-title" onSubmit={onSubmit}>
      <Stack gap="md">
        <DetailsFields form={form} data={data} onEmailBlur={() => member.check(form.values.email.trim())} />
        {member.memberEmail ? <MemberPrompt email={member.memberEmail} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} size="md" miw={140}>
            {flow.step === 1 || edited ? t('next', { ns: 'common' }) : t('details.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Your details (step 1): names, e-mail, the Taiwanese ID number, country and reply language. A successful
 * save moves the server's wizard to step 2; changing the e-mail or country afterwards shows step 1 again.
 */
export const YourDetailsStep = memo(
  forwardRef<HTMLHeadingElement, DetailsFlow>(function YourDetailsStep(flow, headingRef) {
    const { t } = useTranslation('home');
    const { store } = useStore();
    const details = useYourDetails(store);
    // The form is built from the answer as a transition, in slices that give way to the browser, while the line
    // that stands for it stays: mounting the form was one task of about 110 ms on a phone (CPU slowed 4x).
    const data = useDeferredValue(details.data);
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
          {data ? (
            <DetailsForm data={data} flow={flow} />
          ) : details.isPending || details.data ? (
            // As tall as the form it stands for (five fields and Next; two columns from sm), so that the form
            // replacing it moves nothing below: the pre-rendered page shows this line first.
            <Group gap="sm" role="status" align="flex-start" mih={{ base: 410, sm: 264 }}>
              <Loader size="sm" />
              <Text size="sm">{t('loading', { ns: 'common' })}</Text>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    );
  }),
);
