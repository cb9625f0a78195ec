import { ActionIcon, Button, Checkbox, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { japanSelectionDisabled } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useStore } from '../../../lib/store-context.js';
import { displayDate } from '../format.js';
import type { RowHandlers, TableMode } from './types.js';
import { TEXT_COLOR } from '../colors.js';

export interface RowProps {
  line: TProductLine;
  mode: TableMode;
  showEligibility: boolean;
  handlers: RowHandlers;
}

/** Why a line cannot be selected, if it cannot: an RMA holds it, or (Japan) its warranty is over. */
function blockedReason(line: TProductLine, store: Parameters<typeof japanSelectionDisabled>[0]) {
  if (line.submitted) return 'rmaExists' as const;
  if (!line.selected && japanSelectionDisabled(store, line.warrantyDaysRemain)) return 'outOfWarranty' as const;
  return null;
}

export function useRowFacts(line: TProductLine) {
  const { t } = useTranslation('home');
  const { store, language } = useStore();
  const blocked = blockedReason(line, store);
  const dateKnown = line.purchaseDate !== '';
  const warrantyDays = dateKnown ? String(line.warrantyDaysRemain) : '—';
  const warrantyStatus = dateKnown && line.warrantyStatus ? t(`warranty.${line.warrantyStatus}`) : '';
  const expiry = line.warrantyExpiryDate ? displayDate(line.warrantyExpiryDate, language) : '—';
  const eligible = line.returnsEligibility === 1;
  return { t, blocked, dateKnown, warrantyDays, warrantyStatus, expiry, eligible, language };
}

export function SelectBox({
  line,
  handlers,
  blocked,
}: {
  line: TProductLine;
  handlers: RowHandlers;
  blocked: string | null;
}) {
  const { t } = useTranslation('home');
  const [pending, setPending] = useState(false);
  return (
    <Checkbox
      aria-label={t('products.selectProduct', { name: line.name })}
      checked={line.selected}
      disabled={blocked !== null || pending}
      onChange={() => {
        setPending(true);
        void Promise.resolve(handlers.toggle(line)).finally(() => setPending(false));
      }}
      size="md"
    />
  );
}

export function ProductName({ line, blocked }: { line: TProductLine; blocked: string | null }) {
  const { t } = useTranslation('home');
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.name}
      </Text>
      <Text size="xs" c="gray.7">
        {t('products.sku')}
        {t('labelSeparator')}
        {line.sku}
      </Text>
      {blocked === 'rmaExists' ? (
        <Text size="xs" c={TEXT_COLOR.warning} fw={600}>
          {t('rmaExists', { ns: 'messages' })}
        </Text>
      ) : blocked === 'outOfWarranty' ? (
        <Text size="xs" c={TEXT_COLOR.warning} fw={600}>
          {t('products.outOfWarranty')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function Eligibility({ eligible }: { eligible: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Text size="sm" fw={600} c={eligible ? TEXT_COLOR.success : 'gray.8'}>
      {eligible ? t('products.eligible') : t('products.notEligible')}
    </Text>
  );
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Removes a retail line: an icon in the table, a labelled button on cards. */
export function RemoveButton({
  line,
  handlers,
  disabled,
  icon,
}: {
  line: TProductLine;
  handlers: RowHandlers;
  disabled: boolean;
  icon: boolean;
}) {
  const { t } = useTranslation('home');
  const [pending, setPending] = useState(false);
  const remove = () => {
    setPending(true);
    void handlers.remove(line).finally(() => setPending(false));
  };
  const label = t('products.removeProduct', { name: line.name });
  if (icon) {
    return (
      <Tooltip label={t('products.remove')} withArrow>
        <ActionIcon
          variant="subtle"
          color={TEXT_COLOR.danger}
          size="lg"
          loading={pending}
          disabled={disabled}
          aria-label={label}
          onClick={remove}
        >
          <TrashIcon />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="subtle"
      color={TEXT_COLOR.danger}
      size="compact-sm"
      loading={pending}
      disabled={disabled}
      aria-label={label}
      onClick={remove}
    >
      {t('products.remove')}
    </Button>
  );
}
