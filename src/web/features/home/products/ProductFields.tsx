import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  Loader,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EARLIEST_PURCHASE_DATE,
  INVOICE_NUMBER_MAX,
  SERIAL_NUMBER_MAX,
  UPLOAD_EXTENSIONS,
} from '../../../../shared/limits.js';
import {
  serialResultMessageKey,
  uploadAllowed,
  validateInvoiceNumberInput,
  validatePurchaseDate,
  validateSerialNumberInput,
} from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { ApiError } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { localToday, parseDayMonthYear } from '../format.js';
import { serialHelpLink } from '../links.js';
import type { RowHandlers } from './types.js';
import { TEXT_COLOR } from '../colors.js';

/**
 * The inputs of one product line. Each keeps what is being typed in its own state, so typing re-renders
 * only that input; the server hears of a value on blur or Enter (serial, invoice) or once a whole date is
 * chosen.
 */

/** A message to show under a field: a catalogue key (translated here) or a text the server sent. */
export type FieldMessage = { key: string; values?: Record<string, string | number> } | { text: string } | null;

export function useFieldMessage() {
  const { t } = useTranslation('home');
  return useCallback(
    (message: FieldMessage) =>
      message === null
        ? undefined
        : 'text' in message
          ? message.text
          : t(message.key, { ns: 'messages', ...message.values }),
    [t],
  );
}

export function messageOfError(error: unknown): FieldMessage {
  if (error instanceof ApiError && error.httpStatus < 500 && error.code !== 'genericError')
    return { text: error.message };
  return { key: 'genericError' };
}

/** The result of the line's last serial check, from its flags. */
export function serialStatusOf(line: TProductLine): string {
  if (line.serialNumberFinish) return 'success';
  if (line.serialNumCreated) return 'created';
  if (line.serialNumInvalid) return 'invalid';
  if (line.serialNumNotMatch) return 'notmatch';
  return '';
}

function onEnter(run: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };
}

export function SerialHelpLink() {
  const { t } = useTranslation('home');
  const { store } = useStore();
  return (
    <Anchor
      href={serialHelpLink(store)}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      c="indigo.8"
      underline="always"
    >
      {t('products.serialHelp')}
      <VisuallyHidden>{` (${t('opensInNewTab')})`}</VisuallyHidden>
    </Anchor>
  );
}

export const SerialNumberField = memo(function SerialNumberField({
  line,
  disabled,
  handlers,
  withLabel,
}: {
  line: TProductLine;
  disabled: boolean;
  handlers: RowHandlers;
  withLabel: boolean;
}) {
  const { t } = useTranslation('home');
  const messageText = useFieldMessage();
  const [value, setValue] = useState(line.serialNumber);
  const [status, setStatus] = useState(() => serialStatusOf(line));
  const [message, setMessage] = useState<FieldMessage>(null);
  const [checking, setChecking] = useState(false);
  const checked = useRef(line.serialNumber);

  // The server's value wins when it changes (another tab, a reload of the list), but an answer about another
  // field of the line (its invoice, its date) must not wipe what the customer is typing here.
  const serverStatus = serialStatusOf(line);
  const serverSerial = line.serialNumber;
  const lastServerSerial = useRef(serverSerial);
  useEffect(() => {
    if (serverSerial !== lastServerSerial.current) {
      lastServerSerial.current = serverSerial;
      checked.current = serverSerial;
      setValue(serverSerial);
    }
    setStatus(serverStatus);
  }, [serverSerial, serverStatus]);

  const check = async () => {
    const serial = value.trim();
    if (serial === checked.current.trim() && (status !== '' || serial === '')) {
      if (serial === '' && value !== '') setValue('');
      return;
    }
    const invalid = validateSerialNumberInput(serial);
    if (invalid) {
      setMessage({ key: invalid, values: { max: SERIAL_NUMBER_MAX } });
      return;
    }
    setChecking(true);
    setMessage(null);
    try {
      const result = await handlers.checkSerial(line.sourceId, serial);
      checked.current = serial;
      setStatus(result);
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setChecking(false);
    }
  };

  // A serial the warehouse recorded for the order line is a fact, not an entry: shown as text.
  if (line.serialNumberLocked) {
    return (
      <Stack gap={2}>
        {withLabel ? <Input.Label labelElement="div">{t('products.serialNumber')}</Input.Label> : null}
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {line.serialNumber}
          </Text>
          <Text span c={TEXT_COLOR.success} fw={700} role="img" aria-label={t('products.serialVerified')}>
            ✓
          </Text>
        </Group>
      </Stack>
    );
  }

  // A result speaks of the serial it checked; once the customer types another one it no longer applies.
  const current = value.trim() === checked.current.trim();
  const resultKey = status && current ? serialResultMessageKey(status) : null;
  const error = message ? messageText(message) : resultKey ? t(resultKey, { ns: 'messages' }) : undefined;
  const verified = !error && current && status === 'success' && value.trim() !== '';
  return (
    <TextInput
      label={withLabel ? t('products.serialNumber') : undefined}
      aria-label={withLabel ? undefined : t('products.serialNumberOf', { name: line.name })}
      description={withLabel ? <SerialHelpLink /> : undefined}
      value={value}
      maxLength={SERIAL_NUMBER_MAX}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      disabled={disabled}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        if (message) setMessage(null);
      }}
      onBlur={() => void check()}
      onKeyDown={onEnter(() => void check())}
      error={error}
      rightSection={
        checking ? (
          <Loader size="xs" aria-label={t('products.checking')} />
        ) : verified ? (
          <Text span c={TEXT_COLOR.success} fw={700} role="img" aria-label={t('products.serialVerified')}>
            ✓
          </Text>
        ) : null
      }
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{ input: { minWidth: 130 } }}
    />
  );
});

export const InvoiceNumberField = memo(function InvoiceNumberField({
  line,
  disabled,
  handlers,
  withLabel,
}: {
  line: TProductLine;
  disabled: boolean;
  handlers: RowHandlers;
  withLabel: boolean;
}) {
  const { t } = useTranslation('home');
  const messageText = useFieldMessage();
  const [value, setValue] = useState(line.invoiceNumber);
  const [message, setMessage] = useState<FieldMessage>(null);
  const [saving, setSaving] = useState(false);
  const saved = useRef(line.invoiceNumber);

  useEffect(() => {
    if (line.invoiceNumber === saved.current) return;
    setValue(line.invoiceNumber);
    saved.current = line.invoiceNumber;
  }, [line.invoiceNumber]);

  const save = async () => {
    const invoice = value.trim();
    if (invoice === saved.current) return;
    const invalid = validateInvoiceNumberInput(invoice);
    if (invalid) {
      setMessage({ key: invalid, values: { max: INVOICE_NUMBER_MAX } });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await handlers.saveInvoice(line.sourceId, invoice);
      saved.current = invoice;
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      label={withLabel ? t('products.invoiceNumber') : undefined}
      aria-label={withLabel ? undefined : t('products.invoiceNumberOf', { name: line.name })}
      value={value}
      maxLength={INVOICE_NUMBER_MAX}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        if (message) setMessage(null);
      }}
      onBlur={() => void save()}
      onKeyDown={onEnter(() => void save())}
      error={messageText(message)}
      rightSection={saving ? <Loader size="xs" aria-label={t('products.saving')} /> : null}
      styles={{ input: { minWidth: 96 } }}
    />
  );
});

export const PurchaseDateField = memo(function PurchaseDateField({
  line,
  disabled,
  handlers,
  withLabel,
}: {
  line: TProductLine;
  disabled: boolean;
  handlers: RowHandlers;
  withLabel: boolean;
}) {
  const { t } = useTranslation('home');
  const messageText = useFieldMessage();
  const [message, setMessage] = useState<FieldMessage>(null);
  const [saving, setSaving] = useState(false);
  const today = localToday();

  const save = async (date: string | null) => {
    const value = date ?? '';
    if (value === line.purchaseDate) return;
    if (value !== '' && validatePurchaseDate(value, today)) {
      setMessage({ key: 'purchaseDateRange' });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await handlers.savePurchaseDate(line.sourceId, value);
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DateInput
      label={withLabel ? t('products.purchaseDate') : undefined}
      aria-label={withLabel ? undefined : t('products.purchaseDateOf', { name: line.name })}
      placeholder={t('products.datePlaceholder')}
      value={line.purchaseDate || null}
      onChange={(value) => void save(value)}
      valueFormat="DD/MM/YYYY"
      dateParser={(input) => parseDayMonthYear(input)}
      firstDayOfWeek={1}
      minDate={EARLIEST_PURCHASE_DATE}
      maxDate={today}
      clearable
      clearButtonProps={{ 'aria-label': t('products.clearDate') }}
      disabled={disabled}
      error={messageText(message)}
      rightSection={saving ? <Loader size="xs" aria-label={t('products.saving')} /> : undefined}
      popoverProps={{ withinPortal: true }}
      styles={{ input: { minWidth: 130 } }}
      autoComplete="off"
    />
  );
});

const ACCEPT = UPLOAD_EXTENSIONS.flatMap((e) => (e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`])).join(',');

export const ProofField = memo(function ProofField({
  line,
  disabled,
  handlers,
  withLabel,
}: {
  line: TProductLine;
  disabled: boolean;
  handlers: RowHandlers;
  withLabel: boolean;
}) {
  const { t } = useTranslation('home');
  const messageText = useFieldMessage();
  const [message, setMessage] = useState<FieldMessage>(null);
  const [busy, setBusy] = useState(false);
  const resetRef = useRef<() => void>(null);
  const labelId = `proof-label-${line.sourceId}`;
  const errorId = `proof-error-${line.sourceId}`;

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!uploadAllowed(file.name, file.size)) {
      setMessage({ key: 'fileFormatsAllowed' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await handlers.uploadProof(line.sourceId, file);
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await handlers.removeProof(line.sourceId);
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setBusy(false);
    }
  };

  const error = messageText(message);
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      {withLabel ? (
        <Input.Label labelElement="div" id={labelId}>
          {t('products.proof')}
        </Input.Label>
      ) : (
        <VisuallyHidden id={labelId}>{t('products.proofOf', { name: line.name })}</VisuallyHidden>
      )}
      {line.purchaseProof ? (
        <Stack gap={2} align="flex-start">
          <Text size="sm" c={TEXT_COLOR.success} fw={600} style={{ whiteSpace: 'nowrap' }}>
            ✓ {t('products.proofUploaded')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => handlers.viewProof(line.purchaseProof)}>
              {t('products.view')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color={TEXT_COLOR.danger}
              disabled={disabled || busy}
              onClick={() => void remove()}
            >
              {t('products.removeFile')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <FileButton
          onChange={(file) => void upload(file)}
          accept={ACCEPT}
          resetRef={resetRef}
          disabled={disabled || busy}
        >
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={busy} disabled={disabled || busy}>
              {t('products.upload')}
            </Button>
          )}
        </FileButton>
      )}
      {error ? (
        <Text size="xs" c={TEXT_COLOR.danger} id={errorId} role="alert">
          {error}
        </Text>
      ) : withLabel ? (
        <Text size="xs" c="gray.7">
          {t('products.proofHint')}
        </Text>
      ) : null}
    </Stack>
  );
});
