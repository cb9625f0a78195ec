import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { japanSelectionDisabled } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useStore } from '../../../lib/store-context.js';
import { displayDate } from '../format.js';
import { InvoiceNumberField, ProofField, PurchaseDateField, SerialNumberField } from './ProductFields.js';
import type { RowHandlers, TableMode } from './types.js';
import { TEXT_COLOR } from '../colors.js';

interface RowProps {
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

function useRowFacts(line: TProductLine) {
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

function SelectBox({ line, handlers, blocked }: { line: TProductLine; handlers: RowHandlers; blocked: string | null }) {
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

function ProductName({ line, blocked }: { line: TProductLine; blocked: string | null }) {
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

function Eligibility({ eligible }: { eligible: boolean }) {
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
function RemoveButton({
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
    void handlers.remove(line.sourceId).finally(() => setPending(false));
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

/** One line of the desktop table. Memoised: a change to another line does not re-render it. */
export const ProductTableRow = memo(function ProductTableRow({ line, mode, showEligibility, handlers }: RowProps) {
  const { t, blocked, dateKnown, warrantyDays, warrantyStatus, expiry, eligible, language } = useRowFacts(line);
  const locked = line.submitted;
  return (
    <Table.Tr
      data-selected={line.selected || undefined}
      data-locked={locked || undefined}
      bg={line.selected ? 'indigo.0' : undefined}
    >
      <Table.Td>
        <SelectBox line={line} handlers={handlers} blocked={blocked} />
      </Table.Td>
      <Table.Td>
        <ProductName line={line} blocked={blocked} />
      </Table.Td>
      <Table.Td>
        <SerialNumberField line={line} disabled={locked} handlers={handlers} withLabel={false} />
      </Table.Td>
      {mode === 'retail' ? (
        <>
          <Table.Td>
            <InvoiceNumberField line={line} disabled={locked} handlers={handlers} withLabel={false} />
          </Table.Td>
          <Table.Td>
            <ProofField line={line} disabled={locked} handlers={handlers} withLabel={false} />
          </Table.Td>
          <Table.Td>
            <PurchaseDateField line={line} disabled={locked} handlers={handlers} withLabel={false} />
          </Table.Td>
        </>
      ) : (
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {line.purchaseDate ? displayDate(line.purchaseDate, language) : '—'}
          </Text>
        </Table.Td>
      )}
      {showEligibility ? (
        <Table.Td>
          <Eligibility eligible={eligible} />
        </Table.Td>
      ) : null}
      <Table.Td>
        <Text size="sm" fw={600}>
          {warrantyDays}
        </Text>
        {warrantyStatus ? (
          <Text size="xs" c="gray.7">
            {warrantyStatus}
          </Text>
        ) : mode === 'retail' && !dateKnown ? (
          <Text size="xs" c="gray.7">
            {t('products.warrantyNeedsDate')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {expiry}
        </Text>
      </Table.Td>
      {mode === 'retail' ? (
        <Table.Td>
          <RemoveButton line={line} handlers={handlers} disabled={locked} icon />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** One line as a card on phones. Memoised like the table row. */
export const ProductCard = memo(function ProductCard({ line, mode, showEligibility, handlers }: RowProps) {
  const { t, blocked, dateKnown, warrantyDays, warrantyStatus, expiry, eligible, language } = useRowFacts(line);
  const locked = line.submitted;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={line.selected ? 'indigo.0' : undefined}
      style={{ borderColor: line.selected ? 'var(--mantine-color-indigo-4)' : undefined }}
      data-selected={line.selected || undefined}
      data-locked={locked || undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <SelectBox line={line} handlers={handlers} blocked={blocked} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <ProductName line={line} blocked={blocked} />
          </div>
          {mode === 'retail' ? <RemoveButton line={line} handlers={handlers} disabled={locked} icon={false} /> : null}
        </Group>
        <SerialNumberField line={line} disabled={locked} handlers={handlers} withLabel />
        {mode === 'retail' ? (
          <>
            <InvoiceNumberField line={line} disabled={locked} handlers={handlers} withLabel />
            <PurchaseDateField line={line} disabled={locked} handlers={handlers} withLabel />
            <ProofField line={line} disabled={locked} handlers={handlers} withLabel />
          </>
        ) : null}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {mode === 'estore' ? (
            <Fact label={t('products.purchaseDate')}>
              <Text size="sm">{line.purchaseDate ? displayDate(line.purchaseDate, language) : '—'}</Text>
            </Fact>
          ) : null}
          {showEligibility ? (
            <Fact label={t('products.returnsEligibility')}>
              <Eligibility eligible={eligible} />
            </Fact>
          ) : null}
          <Fact label={t('products.warrantyDays')}>
            <Text size="sm" fw={600}>
              {warrantyDays}
            </Text>
            {warrantyStatus ? (
              <Text size="xs" c="gray.7">
                {warrantyStatus}
              </Text>
            ) : mode === 'retail' && !dateKnown ? (
              <Text size="xs" c="gray.7">
                {t('products.warrantyNeedsDate')}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('products.warrantyExpiry')}>
            <Text size="sm">{expiry}</Text>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
