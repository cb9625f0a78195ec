import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestService } from '../../../shared/codes.js';
import type { TYourRequestResponse } from '../../../shared/schemas/index.js';
import { ContactUsForm } from '../../components/ContactUsForm.js';
import { LoadState } from '../../components/LoadState.js';
import { useStore } from '../../lib/store-context.js';
import { storeSiteUrl } from '../../lib/store-site.js';
import { useYourRequest } from './api/get-your-request.js';
import { offeredServices } from './form-items.js';
import { ReasonTabs, itemErrors } from './ReasonTabs.js';
import { RequestReview, type RequestHost } from './RequestReview.js';
import { ServiceChoice, UnavailableNotice } from './ServiceChoice.js';
import { useRequestForm } from './useRequestForm.js';
import { asksReasons } from '../../../shared/rules/reasons.js';

/** Names of the products whose reasons need attention. */
function namesWithErrors(data: TYourRequestResponse, errors: Parameters<typeof itemErrors>[0]): string {
  return data.productSelected
    .filter((_, index) => itemErrors(errors, index))
    .map((product) => product.name)
    .join(', ');
}

/** The form's one button: it checks the form and, when all is well, opens the review. */
function ReviewButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('request');
  return (
    <Group justify="flex-end">
      <Button onClick={onClick} miw={140} size="md">
        {t('review.open')}
      </Button>
    </Group>
  );
}

/** Tells the home page where the request step is, for its progress indicator. */
function useReportStage(host: RequestHost | undefined, service: number | null, reviewing: boolean) {
  const onStage = host?.onStage;
  useEffect(() => onStage?.({ service, reviewing }), [onStage, service, reviewing]);
}

/** Moves focus to the step's title when the review opens or closes, so the change is heard and seen. */
function useFocusOnSwitch(reviewing: boolean) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const title = document.getElementById('your-request-title');
    title?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    title?.focus({ preventScroll: true });
  }, [reviewing]);
}

function RequestForm({ data, host }: { data: TYourRequestResponse; host: RequestHost | undefined }) {
  const { t } = useTranslation('request');
  const { store, info } = useStore();
  const request = useRequestForm(data);
  useReportStage(host, request.service, request.reviewing);
  useFocusOnSwitch(request.reviewing);
  const { errors } = request.form.formState;
  const offered = offeredServices(data);
  const reasonService = asksReasons(request.service) ? request.service : null;
  const names = namesWithErrors(data, errors);
  const review = () => void request.review();
  return (
    <>
      {request.reviewing && reasonService !== null ? (
        <RequestReview
          data={data}
          service={reasonService}
          items={request.items}
          host={host}
          pending={request.pending}
          onEdit={request.edit}
          onSubmit={() => void request.submit()}
        />
      ) : null}
      <Stack gap="lg" display={request.reviewing ? 'none' : undefined}>
        <ServiceChoice
          offered={offered}
          service={request.service}
          error={errors.service?.message ? t(errors.service.message, { ns: 'messages' }) : undefined}
          onChoose={request.chooseService}
        />
        <UnavailableNotice data={data} offered={offered} />
        {request.service === RequestService.ContactUs && <ContactUsForm store={store} />}
        {reasonService !== null && (
          <>
            {data.productSelected.length === 0 ? (
              <Alert color="red" role="alert">
                {t('fillInAll', { ns: 'messages' })}
              </Alert>
            ) : (
              <ReasonTabs
                products={data.productSelected}
                items={request.items}
                errors={errors}
                store={store}
                service={reasonService}
                activeTab={request.activeTab}
                onTab={request.setActiveTab}
                onChange={request.onItemChange}
              />
            )}
            {info.returnPolicyLink && (
              <Text size="sm">
                <Anchor href={storeSiteUrl(store, '/help/return-policy')} target="_blank" rel="noopener noreferrer">
                  {t('returnPolicy')}
                </Anchor>
              </Text>
            )}
            {names && (
              <Alert color="red" variant="light" role="alert">
                {t('checkProducts', { names })}
              </Alert>
            )}
            <ReviewButton onClick={review} />
          </>
        )}
        {request.service === null && <ReviewButton onClick={review} />}
      </Stack>
    </>
  );
}

/**
 * Step 3 of the home flow: the service, the reasons per product, then the review with Submit; or a message to us.
 * The home page, when it holds the step, lends the contact details and the ways back (RequestHost).
 */
export function YourRequestStep({ host }: { host?: RequestHost }) {
  const { t } = useTranslation('request');
  const { store } = useStore();
  const query = useYourRequest(store);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="your-request-title">
      <Title order={2} size="h3" id="your-request-title" mb="md" tabIndex={-1} style={{ outline: 'none' }}>
        {t('title')}
      </Title>
      {!query.isSuccess ? (
        <LoadState failed={query.isError} />
      ) : (
        // A new set of products starts the form afresh; a refetch of the same ones keeps what was typed.
        <RequestForm
          key={`${query.data.actionSelected}:${query.data.productSelected.map((p) => p.sourceId).join(',')}`}
          data={query.data}
          host={host}
        />
      )}
    </Paper>
  );
}
