import { ActionIcon, Button, Checkbox, Group, Loader, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { japanSelectionDisabled } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { ProductImage } from '../../../components/ProductImage.js';
import { useStore } from '../../../lib/store-context.js';
import { useSelectSaving } from '../api/select-product.js';
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
  const { t } = useTranslation('products');
  const { store, language } = useStore();
  const blocked = blockedReason(line, store);
  const dateKnown = line.purchaseDate !== '';
  const warrantyDays = dateKnown ? String(line.warrantyDaysRemain) : '—';
  const warrantyStatus = dateKnown && line.warrantyStatus ? t(`warrantyStatus.${line.warrantyStatus}`) : '';
  const expiry = line.warrantyExpiryDate ? displayDate(line.warrantyExpiryDate, language) : '—';
  const eligible = line.returnsEligibility === 1;
  return { t, blocked, dateKnown, warrantyDays, warrantyStatus, expiry, eligible, language };
}

/**
 * The line's selection box. While its select call runs (the mutation's own state, so a second click cannot send a
 * second call) the box is marked disabled and a small loader beside it says "Saving…" to screen readers too. The box
 * keeps its focus meanwhile: `aria-disabled` and an ignored change, rather than `disabled`, which would drop the
 * keyboard user's place in the table.
 */
export function SelectBox({
  line,
  handlers,
  blocked,
}: {
  line: TProductLine;
  handlers: RowHandlers;
  blocked: string | null;
}) {
  const { t } = useTranslation('products');
  const saving = useSelectSaving(line.sourceId);
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Checkbox
        aria-label={t('selectProduct', { name: line.name })}
        checked={line.selected}
        disabled={blocked !== null}
        aria-disabled={saving || undefined}
        data-saving={saving || undefined}
        style={saving ? { opacity: 0.6, cursor: 'progress' } : undefined}
        onChange={() => {
          if (!saving) void handlers.toggle(line);
        }}
        size="md"
      />
      {/* Always there, and always as wide: the live region is heard when it fills, and nothing moves. */}
      <span role="status" style={{ display: 'inline-flex', width: 14, flex: 'none' }}>
        {saving ? (
          <>
            <Loader size={14} aria-hidden="true" />
            <VisuallyHidden>{t('saving')}</VisuallyHidden>
          </>
        ) : null}
      </span>
    </Group>
  );
}

/** The product's picture, name and SKU, and why it cannot be selected if it cannot. */
export function ProductName({
  line,
  blocked,
  imageSize,
}: {
  line: TProductLine;
  blocked: string | null;
  /** 40 in the table, where the retail columns leave little room; 48 on the phone's card. */
  imageSize: 40 | 48;
}) {
  const { t } = useTranslation('products');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ProductImage src={line.image} size={imageSize} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line.name}
        </Text>
        <Text size="xs" c="gray.7">
          {t('sku')}
          {t('labelSeparator', { ns: 'rma' })}
          {line.sku}
        </Text>
        {blocked === 'rmaExists' ? (
          <Text size="xs" c={TEXT_COLOR.warning} fw={600}>
            {t('rmaExists', { ns: 'messages' })}
          </Text>
        ) : blocked === 'outOfWarranty' ? (
          <Text size="xs" c={TEXT_COLOR.warning} fw={600}>
            {t('outOfWarranty')}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * The warranty in one table cell: its status, the days left and the expiry date, one under the other. Two columns of
 * their own made the retail table wider than the page in German and French (docs/rules/products.md#product-table).
 */
export function WarrantyCell({ line, mode }: { line: TProductLine; mode: TableMode }) {
  const { t, dateKnown, warrantyStatus, language } = useRowFacts(line);
  if (!dateKnown) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          —
        </Text>
        {mode === 'retail' ? (
          <Text size="xs" c="gray.7">
            {t('warrantyNeedsDate')}
          </Text>
        ) : null}
      </Stack>
    );
  }
  // An expired warranty has 0 days left, which its status says better.
  const days = line.warrantyStatus === 'expired' ? '' : t('daysLeft', { count: line.warrantyDaysRemain });
  const until = line.warrantyExpiryDate
    ? t('warrantyUntil', { date: displayDate(line.warrantyExpiryDate, language) })
    : '';
  const [first = '—', ...rest] = [warrantyStatus, days, until].filter(Boolean);
  return (
    // Japanese and Chinese break between any two characters: kept whole, "2027年9月27日まで" stays on one line.
    <Stack gap={2} style={{ wordBreak: 'keep-all' }}>
      <Text size="sm" fw={600}>
        {first}
      </Text>
      {rest.map((text) => (
        <Text key={text} size="xs" c="gray.7">
          {text}
        </Text>
      ))}
    </Stack>
  );
}

export function Eligibility({ eligible }: { eligible: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Text size="sm" fw={600} c={eligible ? TEXT_COLOR.success : 'gray.8'}>
      {eligible ? t('eligible') : t('notEligible')}
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
  const { t } = useTranslation('products');
  const [pending, setPending] = useState(false);
  const remove = () => {
    setPending(true);
    void handlers.remove(line).finally(() => setPending(false));
  };
  const label = t('removeProduct', { name: line.name });
  if (icon) {
    return (
      <Tooltip label={t('remove')} withArrow>
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
      {t('remove')}
    </Button>
  );
}
