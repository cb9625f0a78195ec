import { Anchor, Group, Input, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX } from '../../../../shared/limits.js';
import { serialResultMessageKey, validateSerialNumberInput } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useStore } from '../../../lib/store-context.js';
import { useUpdateSerialNumber } from '../api/update-serial-number.js';
import { TEXT_COLOR } from '../colors.js';
import { serialHelpLink } from '../links.js';
import { useFieldMessage } from '../messages.js';
import { useLineField } from './useLineField.js';

/** The result of the line's last serial check, from its flags. */
export function serialStatusOf(line: TProductLine): string {
  if (line.serialNumberFinish) return 'success';
  if (line.serialNumCreated) return 'created';
  if (line.serialNumInvalid) return 'invalid';
  if (line.serialNumNotMatch) return 'notmatch';
  return '';
}

/** Runs on Enter, as on blur. */
export function onEnter(run: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };
}

export function SerialHelpLink() {
  const { t } = useTranslation('products');
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
      {t('serialHelp')}
      <VisuallyHidden>{` (${t('opensInNewTab')})`}</VisuallyHidden>
    </Anchor>
  );
}

function VerifiedMark() {
  const { t } = useTranslation('products');
  return (
    <Text span c={TEXT_COLOR.success} fw={700} role="img" aria-label={t('serialVerified')}>
      ✓
    </Text>
  );
}

interface FieldProps {
  line: TProductLine;
  disabled: boolean;
  withLabel: boolean;
}

/** A serial the warehouse recorded for the order line is a fact, not an entry: shown as text. */
function LockedSerial({ line, withLabel }: Pick<FieldProps, 'line' | 'withLabel'>) {
  const { t } = useTranslation('products');
  return (
    <Stack gap={2}>
      {withLabel ? <Input.Label labelElement="div">{t('serialNumber')}</Input.Label> : null}
      <Group gap={6} wrap="nowrap">
        <Text size="sm" ff="monospace">
          {line.serialNumber}
        </Text>
        <VerifiedMark />
      </Group>
    </Stack>
  );
}

/**
 * The serial number of a line, checked on blur or Enter. What is typed is this input's own; the result shown is
 * the server's, about the serial it checked (once the customer types another one it no longer applies).
 */
function SerialInput({ line, disabled, withLabel }: FieldProps) {
  const { t } = useTranslation('products');
  const messageText = useFieldMessage();
  const field = useLineField(line, useUpdateSerialNumber(), (serial: string) => {
    const invalid = validateSerialNumberInput(serial);
    return invalid ? { key: invalid, values: { max: SERIAL_NUMBER_MAX } } : null;
  });
  const [value, setValue] = useState(line.serialNumber);
  const checked = field.mutation.variables?.value ?? line.serialNumber;
  const status = field.mutation.data?.status ?? serialStatusOf(line);

  const check = () => {
    const serial = value.trim();
    if (serial === checked.trim() && (status !== '' || serial === '')) {
      if (serial === '' && value !== '') setValue('');
      return;
    }
    field.save(serial);
  };

  const current = value.trim() === checked.trim();
  const resultKey = status && current && !field.mutation.isPending ? serialResultMessageKey(status) : null;
  const error = messageText(field.message) ?? (resultKey ? t(resultKey, { ns: 'messages' }) : undefined);
  const verified = !error && current && status === 'success' && value.trim() !== '';
  return (
    <TextInput
      label={withLabel ? t('serialNumber') : undefined}
      aria-label={withLabel ? undefined : t('serialNumberOf', { name: line.name })}
      description={withLabel ? <SerialHelpLink /> : undefined}
      value={value}
      maxLength={SERIAL_NUMBER_MAX}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      disabled={disabled}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        field.clear();
      }}
      onBlur={check}
      onKeyDown={onEnter(check)}
      error={error}
      rightSection={field.busy ? <Loader size="xs" aria-label={t('checking')} /> : verified ? <VerifiedMark /> : null}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{ input: { minWidth: 130 } }}
    />
  );
}

export const SerialNumberField = memo(function SerialNumberField(props: FieldProps) {
  if (props.line.serialNumberLocked) return <LockedSerial line={props.line} withLabel={props.withLabel} />;
  // A serial the server changed (another tab, a reload of the list) starts the input afresh.
  return <SerialInput key={props.line.serialNumber} {...props} />;
});
