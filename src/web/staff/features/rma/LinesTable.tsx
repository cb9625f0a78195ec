import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffRmaLine } from '../../../../shared/staff/rma.js';
import classes from './Rma.module.css';
import { Upload } from './Upload.js';
import { reasonName } from '../../lib/reasons.js';

/** A labelled value that says "—" when there is none. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      {children === '' || children === null || children === undefined ? '—' : children}
    </Text>
  );
}

/** Status words in the light variants' text colours (app/theme.ts), which pass AA on white. */
const WARRANTY_COLORS = {
  'in-warranty': 'var(--mantine-color-green-light-color)',
  expired: 'var(--mantine-color-red-light-color)',
  unknown: 'var(--mantine-color-gray-light-color)',
} as const;

const SERIAL_COLORS: Record<string, string> = { success: 'green', created: 'blue', invalid: 'red', notmatch: 'orange' };

const COLUMNS = ['product', 'serial', 'warranty', 'reason', 'comments', 'outcome', 'files'] as const;

function SerialCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Text size="sm" ff="monospace">
          {line.serialNumber || '—'}
        </Text>
        {line.serialCheck ? (
          <Badge
            size="xs"
            variant="light"
            color={SERIAL_COLORS[line.serialCheck] ?? 'gray'}
            style={{ textTransform: 'none' }}
          >
            {t(`serialCheck.${line.serialCheck}`, { defaultValue: line.serialCheck })}
          </Badge>
        ) : null}
      </Group>
      <Fact label={t('line.invoice')}>{line.invoiceNumber}</Fact>
      <Fact label={t('line.purchased')}>{line.purchaseDate}</Fact>
    </Stack>
  );
}

function WarrantyCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700} c={WARRANTY_COLORS[line.warranty.status]}>
        {t(`warranty.${line.warranty.status}`)}
      </Text>
      {line.warranty.status === 'in-warranty' ? (
        <Text size="xs">{t('warranty.daysLeft', { count: line.warranty.daysLeft })}</Text>
      ) : null}
      <Fact label={t('line.expires')}>{line.warrantyExpiry}</Fact>
    </Stack>
  );
}

function ReasonCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" title={line.reason || undefined}>
        {reasonName(t, line.reason) || '—'}
      </Text>
      {line.faultCategory || line.faultCode ? (
        <Text size="xs" c="dimmed">
          {[line.faultCategory, line.faultCode].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function CommentsCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {[line.comments, line.otherComments].filter(Boolean).join('\n') || '—'}
      </Text>
      <Fact label={t('line.cosmetic')}>{line.cosmetic}</Fact>
    </Stack>
  );
}

function OutcomeCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Fact label={t('line.decision')}>
        {[line.decision ? t(`line.decided.${line.decision}`, { defaultValue: line.decision }) : '', line.decisionReason]
          .filter(Boolean)
          .join(' — ')}
      </Fact>
      <Fact label={t('line.receipt')}>
        {line.receipt ? t(`receipt.${line.receipt}`, { defaultValue: line.receipt }) : ''}
      </Fact>
      <Fact label={t('line.inspection')}>
        {[
          line.inspection ? t(`inspection.${line.inspection}`, { defaultValue: line.inspection }) : '',
          line.inspectionNote,
        ]
          .filter(Boolean)
          .join(' — ')}
      </Fact>
      {line.replacementSerial ? <Fact label={t('line.replacementSerial')}>{line.replacementSerial}</Fact> : null}
    </Stack>
  );
}

function FilesCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {line.proofUploadId ? <Upload id={line.proofUploadId} label={t('line.proof', { line: line.lineNo })} /> : null}
      {line.damageUploadId ? <Upload id={line.damageUploadId} label={t('line.damage', { line: line.lineNo })} /> : null}
      {!line.proofUploadId && !line.damageUploadId ? '—' : null}
    </Group>
  );
}

function ProductCell({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {line.lineNo}. {line.product}
      </Text>
      <Text size="xs" c="dimmed">
        {line.sku} · {t('line.order')} {line.orderNumber ?? '—'}
      </Text>
    </Stack>
  );
}

/** The cells of a line, by column: the table's row and the phone's card show the same. */
const CELLS: Record<(typeof COLUMNS)[number], (props: { line: TStaffRmaLine }) => ReactNode> = {
  serial: SerialCell,
  warranty: WarrantyCell,
  reason: ReasonCell,
  comments: CommentsCell,
  outcome: OutcomeCell,
  files: FilesCell,
  product: ProductCell,
};

function LineRow({ line }: { line: TStaffRmaLine }) {
  return (
    <Table.Tr>
      {COLUMNS.map((column) => {
        const Cell = CELLS[column];
        return (
          <Table.Td key={column}>
            <Cell line={line} />
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function LineCard({ line }: { line: TStaffRmaLine }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm">
      <ProductCell line={line} />
      <Stack gap={6} mt={6}>
        {COLUMNS.slice(1).map((column) => {
          const Cell = CELLS[column];
          return (
            <div key={column}>
              <Text size="xs" fw={700} c="dimmed">
                {t(`line.column.${column}`)}
              </Text>
              <Cell line={line} />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The RMA's lines: a table at desktop widths, a card per line on a phone. */
export function LinesTable({ lines }: { lines: TStaffRmaLine[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) {
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table className={classes.lines} verticalSpacing={6} horizontalSpacing="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`line.column.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
