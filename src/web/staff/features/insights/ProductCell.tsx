import { Text } from '@mantine/core';
import type { Column } from './DataTable.js';
import classes from './Insights.module.css';

/** The product column of a table: the name, then the SKU in small type (sorted by name). */
export function productColumn<Row extends { product: string; sku: string }>(label: string): Column<Row> {
  return {
    key: 'product',
    label,
    cell: (row) => (
      <>
        <Text size="sm" fw={500} component="span" className={classes.product}>
          {row.product}
        </Text>{' '}
        <Text size="xs" c="gray.7" component="span" className={classes.code}>
          {row.sku}
        </Text>
      </>
    ),
    sortValue: (row) => row.product,
  };
}
