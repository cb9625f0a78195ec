import { Autocomplete, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../shared/limits.js';
import type { TRmaDetail } from '../../../../shared/schemas/rma.js';
import { STORE_INFO, isStore } from '../../../../shared/stores.js';
import { RmaProductLines, RmaTimeline, ReturnLabelBlock } from '../../../components/RmaTimeline.js';
import { showToast } from '../../../components/feedback.js';
import { useStore } from '../../../lib/store-context.js';
import { searchRmaRequest } from '../api.js';
import { formatMoney } from '../format.js';
import { messageOfError, useFieldMessage, type FieldMessage } from '../products/ProductFields.js';
import { TEXT_COLOR } from '../colors.js';

/** The RMA detail: summary, the status timeline, the return label, the products. */
export const RmaDetailView = memo(function RmaDetailView({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('home');
  const { store, language } = useStore();
  const currency = detail.currency || STORE_INFO[isStore(detail.store) ? detail.store : store].currency;
  const refund = detail.type === 1;
  const amount = detail.refundAmountReady ? detail.refundTotalActual : detail.refundTotalEst;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rma-detail-title">
      <Stack gap="lg">
        <div>
          <Title order={3} size="h4" id="rma-detail-title">
            {t('rmaDetail.title', { rmaNo: detail.rmaNo })}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            <Text size="sm">
              <Text span c="gray.8">
                {t('rmaDetail.type')}
                {t('labelSeparator')}
              </Text>
              <strong>{refund ? t('rmaDetail.typeRefund') : t('rmaDetail.typeReplacement')}</strong>
            </Text>
            {refund && amount > 0 ? (
              <Text size="sm">
                <Text span c="gray.8">
                  {detail.refundAmountReady ? t('rmaDetail.refundActual') : t('rmaDetail.refundEstimate')}
                  {t('labelSeparator')}
                </Text>
                <strong>{formatMoney(amount, currency, language)}</strong>
              </Text>
            ) : null}
          </SimpleGrid>
        </div>
        <div>
          <Text fw={600} mb="sm">
            {t('timeline.heading')}
          </Text>
          <RmaTimeline detail={detail} />
        </div>
        <ReturnLabelBlock detail={detail} />
        <Divider />
        <div>
          <Text fw={600} mb="xs">
            {t('rmaDetail.products')}
          </Text>
          <RmaProductLines detail={detail} />
        </div>
      </Stack>
    </Paper>
  );
});

/**
 * Check RMA status (enquiry 4): the RMA number, its detail with the status timeline, and contact us. A
 * number known already (the last one looked up) is looked up at once.
 */
export const RmaStatusPanel = memo(function RmaStatusPanel({
  rmaNumberList,
  initialRmaNumber,
  onContactUs,
}: {
  rmaNumberList: readonly string[];
  initialRmaNumber: string;
  /** Resolves with a message to show, or null once the request step opened. */
  onContactUs: (rmaNumber: string) => Promise<FieldMessage>;
}) {
  const { t } = useTranslation('home');
  const { store } = useStore();
  const messageText = useFieldMessage();
  const [value, setValue] = useState(initialRmaNumber);
  const [detail, setDetail] = useState<TRmaDetail | null>(null);
  const [message, setMessage] = useState<FieldMessage>(null);
  const [searching, setSearching] = useState(false);
  const [contacting, setContacting] = useState(false);
  const [contactMessage, setContactMessage] = useState<FieldMessage>(null);

  const search = useCallback(
    async (keyword: string, quiet = false) => {
      const number = keyword.trim();
      if (!number) {
        setMessage({ key: 'enterRmaNumber' });
        return;
      }
      setSearching(true);
      setMessage(null);
      try {
        const answer = await searchRmaRequest(store, number);
        setDetail(answer.detail);
        if (answer.detail) setValue(answer.detail.rmaNo);
        if (!answer.detail) {
          const text = answer.message ?? t(answer.code ?? 'rmaNotFound', { ns: 'messages' });
          setMessage({ text });
          if (!quiet) showToast(text, 'error', TIMINGS.notFoundNoticeMs);
        }
      } catch (error) {
        setDetail(null);
        setMessage(messageOfError(error));
      } finally {
        setSearching(false);
      }
    },
    [store, t],
  );

  const searched = useRef(false);
  useEffect(() => {
    if (searched.current || !initialRmaNumber) return;
    searched.current = true;
    void search(initialRmaNumber, true);
  }, [initialRmaNumber, search]);

  const contactUs = async () => {
    setContacting(true);
    setContactMessage(null);
    try {
      setContactMessage(await onContactUs(detail?.rmaNo ?? value));
    } catch (error) {
      setContactMessage(messageOfError(error));
    } finally {
      setContacting(false);
    }
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search(value);
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
          onOptionSubmit={(next) => void search(next)}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          error={messageText(message)}
          maw={480}
          comboboxProps={{ withinPortal: true }}
          inputContainer={(children) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
              <Button type="submit" loading={searching}>
                {t('status.check')}
              </Button>
            </Group>
          )}
        />
      </form>
      {detail ? <RmaDetailView detail={detail} /> : null}
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Group justify="space-between" gap="sm" align="center">
          <div style={{ flex: '1 1 260px' }}>
            <Text fw={600}>{t('status.questions')}</Text>
            <Text size="sm" c="gray.8">
              {t('status.contactHint')}
            </Text>
            {contactMessage ? (
              <Text size="sm" c={TEXT_COLOR.danger} role="alert" mt={4}>
                {messageText(contactMessage)}
              </Text>
            ) : null}
          </div>
          <Button variant="outline" loading={contacting} onClick={() => void contactUs()}>
            {t('status.contactUs')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
});
