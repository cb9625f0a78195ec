import { Autocomplete, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStatus, NatureOfEnquiry } from '../../../../shared/codes.js';
import { RMA_NUMBER_MAX_LENGTH } from '../../../../shared/limits.js';
import { ContactUsForm } from '../../../components/ContactUsForm.js';
import { usePreparedMoneyFormat } from '../../../components/RefundAmount.js';
import { useStore } from '../../../lib/store-context.js';
import { useSearchRmaRequest } from '../api/search-rma-request.js';
import { useServiceRequired } from '../api/service-required.js';
import { TEXT_COLOR } from '../colors.js';
import { messageOfAnswer, messageOfError, useFieldMessage, type FieldMessage } from '../messages.js';
import { RmaDetailView } from './RmaDetailView.js';

/**
 * Looks an RMA up; the detail shown is the look-up's answer. Not found shows beside the field (and, unless the
 * look-up is quiet, as a notice: api/search-rma-request).
 */
function useRmaLookUp() {
  const lookUp = useSearchRmaRequest();
  const [message, setMessage] = useState<FieldMessage>(null);
  const search = async (keyword: string, quiet = false) => {
    const number = keyword.trim();
    if (!number) return setMessage({ key: 'enterRmaNumber' });
    setMessage(null);
    try {
      const answer = await lookUp.mutateAsync({ rmaNumber: number, quiet });
      if (answer.detail) return;
      setMessage(messageOfAnswer(answer, 'rmaNotFound'));
    } catch (error) {
      setMessage(messageOfError(error));
    }
  };
  const detail = lookUp.isSuccess ? lookUp.data.detail : null;
  return { search, detail, message, setMessage, pending: lookUp.isPending };
}

/**
 * Contact us about an RMA. A found RMA goes through service-required (a status enquiry), whose answer opens the
 * request step's contact form; without one (no number, or a number not found) the contact form opens here, so the
 * customer who most needs help is never sent back to "RMA number not found".
 */
function ContactUsBox({ foundRmaNumber }: { foundRmaNumber: string | null }) {
  const { t } = useTranslation('rma');
  const { store } = useStore();
  const messageText = useFieldMessage();
  const contact = useServiceRequired({ errorToast: false });
  const [message, setMessage] = useState<FieldMessage>(null);
  const [formOpen, setFormOpen] = useState(false);
  const contactUs = async () => {
    setMessage(null);
    if (!foundRmaNumber) return setFormOpen(true);
    try {
      const answer = await contact.mutateAsync({
        natureEnquiry: NatureOfEnquiry.Status,
        rmaNumber: foundRmaNumber,
        orderNumber: '',
        mode: 'rma-status',
        store,
      });
      if (answer.status !== ApiStatus.Success) setFormOpen(true);
    } catch (error) {
      setMessage(messageOfError(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="center">
          <div style={{ flex: '1 1 260px' }}>
            <Text fw={600}>{t('status.questions')}</Text>
            <Text size="sm" c="gray.8">
              {t('status.contactHint')}
            </Text>
            {message ? (
              <Text size="sm" c={TEXT_COLOR.danger} role="alert" mt={4}>
                {messageText(message)}
              </Text>
            ) : null}
          </div>
          {formOpen ? null : (
            <Button variant="outline" loading={contact.isPending} onClick={() => void contactUs()}>
              {t('status.contactUs')}
            </Button>
          )}
        </Group>
        {formOpen ? <ContactUsForm store={store} /> : null}
      </Stack>
    </Paper>
  );
}

/**
 * Check RMA status (enquiry 4): the RMA number, its detail with the status timeline, and contact us. A
 * number known already (the last one looked up) is looked up at once.
 */
export const RmaStatusPanel = memo(function RmaStatusPanel({
  rmaNumberList,
  initialRmaNumber,
}: {
  rmaNumberList: readonly string[];
  initialRmaNumber: string;
}) {
  const { t } = useTranslation('rma');
  const messageText = useFieldMessage();
  const [value, setValue] = useState(initialRmaNumber);
  const { search, detail: found, message, setMessage, pending } = useRmaLookUp();
  // The RMA found is rendered as a transition, in slices that give way to the browser: its timeline, products,
  // amounts and label were one long task on a phone.
  const detail = useDeferredValue(found);
  usePreparedMoneyFormat();

  const searched = useRef(false);
  useEffect(() => {
    if (searched.current || !initialRmaNumber) return;
    searched.current = true;
    void search(initialRmaNumber, true);
  }, [initialRmaNumber, search]);

  const find = (keyword: string) => {
    void search(keyword);
  };
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          find(value);
        }}
      >
        <Autocomplete
          label={t('status.rmaNumber')}
          description={t('status.rmaNumberHint')}
          placeholder="RMA00001234"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (message) setMessage(null);
          }}
          data={[...rmaNumberList]}
          onOptionSubmit={find}
          maxLength={RMA_NUMBER_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          error={messageText(message)}
          maw={480}
          comboboxProps={{ withinPortal: true }}
          inputContainer={(children) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
              <Button type="submit" loading={pending}>
                {t('status.check')}
              </Button>
            </Group>
          )}
        />
      </form>
      {detail ? <RmaDetailView detail={detail} /> : null}
      <ContactUsBox foundRmaNumber={detail?.rmaNo ?? null} />
    </Stack>
  );
});
