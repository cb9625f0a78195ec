import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
import { ServiceChoice, UnavailableNotice } from './ServiceChoice.js';
import { useRequestForm } from './useRequestForm.js';

/** Names of the products whose reasons need attention. */
function namesWithErrors(data: TYourRequestResponse, errors: Parameters<typeof itemErrors>[0]): string {
  return data.productSelected
    .filter((_, index) => itemErrors(errors, index))
    .map((product) => product.name)
    .join(', ');
}

function SubmitButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  const { t } = useTranslation('request');
  return (
    <Group justify="flex-end">
      <Button onClick={onClick} loading={pending} disabled={pending} miw={140} size="md">
        {t('submit')}
      </Button>
    </Group>
  );
}

function RequestForm({ data }: { data: TYourRequestResponse }) {
  const { t } = useTranslation('request');
  const { store, info } = useStore();
  const request = useRequestForm(data);
  const { errors } = request.form.formState;
  const offered = offeredServices(data);
  const reasonService =
    request.service === RequestService.Refund || request.service === RequestService.Repair ? request.service : null;
  const names = namesWithErrors(data, errors);
  const submit = () => void request.submit();
  return (
    <Stack gap="lg">
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
          <SubmitButton onClick={submit} pending={request.pending} />
        </>
      )}
      {request.service === null && <SubmitButton onClick={submit} pending={false} />}
    </Stack>
  );
}

/** Step 3 of the home flow: the service, the reasons per product, and Submit; or a message to us. */
export function YourRequestStep() {
  const { t } = useTranslation('request');
  const { store } = useStore();
  const query = useYourRequest(store);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="your-request-title">
      <Title order={2} size="h3" id="your-request-title" mb="md">
        {t('title')}
      </Title>
      {!query.isSuccess ? (
        <LoadState failed={query.isError} />
      ) : (
        // A new set of products starts the form afresh; a refetch of the same ones keeps what was typed.
        <RequestForm
          key={`${query.data.actionSelected}:${query.data.productSelected.map((p) => p.sourceId).join(',')}`}
          data={query.data}
        />
      )}
    </Paper>
  );
}
