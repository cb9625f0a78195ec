import { Alert, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestService } from '../../../shared/codes.js';
import type { TYourRequestResponse } from '../../../shared/schemas/index.js';

/** Refund, repair, contact us: the services on offer as checkboxes (one at a time). */
export function ServiceChoice(props: {
  offered: readonly number[];
  service: number | null;
  error: string | undefined;
  onChoose: (code: number, checked: boolean) => void;
}) {
  const { t } = useTranslation('request');
  const labels: Record<number, string> = {
    [RequestService.Refund]: t('service.refund'),
    [RequestService.Repair]: t('service.repair'),
    [RequestService.ContactUs]: t('service.contact'),
  };
  return (
    <Fieldset
      legend={t('serviceLegend')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 2 } }}
      aria-describedby={props.error ? 'service-error service-hint' : 'service-hint'}
    >
      <Text size="sm" c="dimmed" id="service-hint" mb="xs">
        {t('serviceHint')}
      </Text>
      <Stack gap="sm">
        {props.offered.map((code) => (
          <Checkbox
            key={code}
            id={`service-${code}`}
            label={labels[code]}
            checked={props.service === code}
            onChange={(event) => props.onChoose(code, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {props.error && (
        <Text id="service-error" c="red.9" size="sm" mt="xs" role="alert">
          {props.error}
        </Text>
      )}
    </Fieldset>
  );
}

/** Why the service the customer came for is not offered: only for that service, not for one they never asked for. */
export function UnavailableNotice({ data, offered }: { data: TYourRequestResponse; offered: readonly number[] }) {
  const { t } = useTranslation('request');
  const unavailable = (service: number, names: string) =>
    data.actionSelected === service && !offered.includes(service) && names !== '';
  const refund = unavailable(RequestService.Refund, data.refundNotAvailable);
  const repair = unavailable(RequestService.Repair, data.repairNotAvailable);
  if (!refund && !repair) return null;
  return (
    <Alert color="yellow" variant="light">
      <Stack gap={4}>
        {refund && (
          <Text size="sm">
            {t('refundNotAvailable', { ns: 'messages', refundNotAvailable: data.refundNotAvailable })}
          </Text>
        )}
        {repair && (
          <Text size="sm">
            {t('repairNotAvailable', { ns: 'messages', repairNotAvailable: data.repairNotAvailable })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
