import { Paper, SimpleGrid, Stack, Table, Text, Group } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { displayDate } from '../format.js';
import { InvoiceNumberField } from './InvoiceNumberField.js';
import { ProofField } from './ProofField.js';
import { PurchaseDateField } from './PurchaseDateField.js';
import {
  Eligibility,
  ProductName,
  RemoveButton,
  SelectBox,
  useRowFacts,
  WarrantyCell,
  type RowProps,
} from './RowParts.js';
import { SerialNumberField } from './SerialNumberField.js';

/** One line of the desktop table. Memoised: a change to another line does not re-render it. */
export const ProductTableRow = memo(function ProductTableRow({ line, mode, showEligibility, handlers }: RowProps) {
  const { blocked, eligible, language } = useRowFacts(line);
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
        <ProductName line={line} blocked={blocked} imageSize={40} />
      </Table.Td>
      <Table.Td>
        <SerialNumberField line={line} disabled={locked} withLabel={false} />
      </Table.Td>
      {mode === 'retail' ? (
        <>
          <Table.Td>
            <InvoiceNumberField line={line} disabled={locked} withLabel={false} />
          </Table.Td>
          <Table.Td>
            <ProofField line={line} disabled={locked} withLabel={false} />
          </Table.Td>
          <Table.Td>
            <PurchaseDateField line={line} disabled={locked} withLabel={false} />
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
        <WarrantyCell line={line} mode={mode} />
      </Table.Td>
      {mode === 'retail' ? (
        <Table.Td>
          <RemoveButton line={line} handlers={handlers} disabled={locked} icon />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
});

function Fact({ label, children }: { label: string; children: ReactNode }) {
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
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <SelectBox line={line} handlers={handlers} blocked={blocked} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <ProductName line={line} blocked={blocked} imageSize={48} />
          </div>
          {mode === 'retail' ? <RemoveButton line={line} handlers={handlers} disabled={locked} icon={false} /> : null}
        </Group>
        {/* One column on a phone; two side by side where cards stand in for a table too wide for the screen. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <SerialNumberField line={line} disabled={locked} withLabel />
          {mode === 'retail' ? (
            <>
              <InvoiceNumberField line={line} disabled={locked} withLabel />
              <PurchaseDateField line={line} disabled={locked} withLabel />
              <ProofField line={line} disabled={locked} withLabel />
            </>
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          {mode === 'estore' ? (
            <Fact label={t('purchaseDate')}>
              <Text size="sm">{line.purchaseDate ? displayDate(line.purchaseDate, language) : '—'}</Text>
            </Fact>
          ) : null}
          {showEligibility ? (
            <Fact label={t('returnsEligibility')}>
              <Eligibility eligible={eligible} />
            </Fact>
          ) : null}
          <Fact label={t('warrantyDays')}>
            <Text size="sm" fw={600}>
              {warrantyDays}
            </Text>
            {warrantyStatus ? (
              <Text size="xs" c="gray.7">
                {warrantyStatus}
              </Text>
            ) : mode === 'retail' && !dateKnown ? (
              <Text size="xs" c="gray.7">
                {t('warrantyNeedsDate')}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('warrantyExpiry')}>
            <Text size="sm">{expiry}</Text>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
