import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useStore } from '../../../lib/store-context.js';
import { serialHelpLink } from '../links.js';
import { ProductCard, ProductTableRow } from './ProductRow.js';
import type { RowHandlers, TableMode } from './types.js';

/** The column headers; the serial column carries its help link. */
function TableHead({ mode, showEligibility }: { mode: TableMode; showEligibility: boolean }) {
  const { t } = useTranslation('products');
  const { store } = useStore();
  return (
    <Table.Thead bg="gray.0">
      <Table.Tr>
        {/* The box and the room of its saving loader. */}
        <Table.Th w={64}>
          <VisuallyHidden>{t('select')}</VisuallyHidden>
        </Table.Th>
        <Table.Th miw={180}>{t('product')}</Table.Th>
        <Table.Th>
          <Stack gap={0}>
            <span>{t('serialNumber')}</span>
            <Anchor
              href={serialHelpLink(store)}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              fw={400}
              c="indigo.8"
              underline="always"
            >
              {t('serialHelpShort')}
              <VisuallyHidden>{` (${t('opensInNewTab')})`}</VisuallyHidden>
            </Anchor>
          </Stack>
        </Table.Th>
        {mode === 'retail' ? (
          <>
            <Table.Th>{t('invoiceNumber')}</Table.Th>
            <Table.Th miw={130}>
              <Stack gap={0}>
                <span>{t('proof')}</span>
                <Text span size="xs" fw={400} c="gray.7">
                  {t('proofHint')}
                </Text>
              </Stack>
            </Table.Th>
            <Table.Th>{t('purchaseDate')}</Table.Th>
          </>
        ) : (
          <Table.Th>{t('purchaseDate')}</Table.Th>
        )}
        {showEligibility ? <Table.Th>{t('returnsEligibility')}</Table.Th> : null}
        <Table.Th>{t('warranty')}</Table.Th>
        {mode === 'retail' ? (
          <Table.Th w={48}>
            <VisuallyHidden>{t('remove')}</VisuallyHidden>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * Below these widths a mode's lines are cards: its table would need more room than the page gives it, and scroll
 * sideways. At its widest (German) an order's table needs about 720 px and the retail table, seven columns of
 * entries, about 1,030 px; the page's column is the window less 74 px, up to 1,066 px (docs/rules/products.md).
 */
const CARDS_BELOW: Record<TableMode, string> = { estore: '(max-width: 54em)', retail: '(max-width: 75em)' };

/** The product table: a table where its columns fit, a list of cards below (docs/rules/products.md#product-table). */
export const ProductTable = memo(function ProductTable({
  lines,
  mode,
  handlers,
  caption,
}: {
  lines: readonly TProductLine[];
  mode: TableMode;
  handlers: RowHandlers;
  caption: string;
}) {
  const { info } = useStore();
  const cards = useMediaQuery(CARDS_BELOW[mode], false, { getInitialValueInEffect: false });
  // Returns eligibility is about refunds: jp hides the column (STORE_INFO), and it would only mislead where no
  // return can be asked for at all (stores without the return option) or for products bought elsewhere.
  const showEligibility = mode === 'estore' && !info.returnsEligibilityHidden && !info.returnOptionHidden;

  if (lines.length === 0) return null;

  if (cards) {
    return (
      <Stack gap="xs" component="ul" aria-label={caption} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line) => (
          <ProductCard
            key={line.sourceId}
            line={line}
            mode={mode}
            showEligibility={showEligibility}
            handlers={handlers}
          />
        ))}
      </Stack>
    );
  }

  return (
    // The breakpoints keep the table where it fits; the scroll is the last resort of a word no one foresaw.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover={false} withTableBorder>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <TableHead mode={mode} showEligibility={showEligibility} />
        <Table.Tbody>
          {lines.map((line) => (
            <ProductTableRow
              key={line.sourceId}
              line={line}
              mode={mode}
              showEligibility={showEligibility}
              handlers={handlers}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
