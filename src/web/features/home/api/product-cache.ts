import type { TOrder, TProductLine, TYourProductsResponse } from '../../../../shared/schemas/products.js';

/**
 * How the answers of the products calls update the cached GET /api/your-products: pure functions, so that the
 * cache holds exactly what the server said, and lines that did not change keep their objects (their memoised
 * rows do not re-render).
 */

function keepUnchanged(previous: readonly TProductLine[], next: readonly TProductLine[]): TProductLine[] {
  const bySource = new Map(previous.map((line) => [line.sourceId, line]));
  return next.map((line) => {
    const old = bySource.get(line.sourceId);
    return old && JSON.stringify(old) === JSON.stringify(line) ? old : line;
  });
}

/** The lines a call answered with replace those of their list: the order `orderNumber`, or the retail list (''). */
export function withLines(
  data: TYourProductsResponse,
  orderNumber: string,
  lines: readonly TProductLine[],
): TYourProductsResponse {
  if (orderNumber === '') return { ...data, retailList: keepUnchanged(data.retailList, lines) };
  return {
    ...data,
    orderList: data.orderList.map((order) =>
      order.orderNumber === orderNumber ? { ...order, items: keepUnchanged(order.items, lines) } : order,
    ),
  };
}

/** A found order becomes the session's current order, in the list (first if it was not known yet). */
export function withOrder(data: TYourProductsResponse, found: TOrder): TYourProductsResponse {
  const known = data.orderList.some((order) => order.orderNumber === found.orderNumber);
  const orderList = known
    ? data.orderList.map((order) =>
        order.orderNumber === found.orderNumber ? { ...found, items: keepUnchanged(order.items, found.items) } : order,
      )
    : [found, ...data.orderList];
  return { ...data, orderList, orderNumber: found.orderNumber };
}

/** The selected lines of the list the purchase mode shows: the retail list, or every order's lines. */
export function selectedLines(data: TYourProductsResponse, retail: boolean): TProductLine[] {
  return (retail ? data.retailList : data.orderList.flatMap((order) => order.items)).filter((line) => line.selected);
}
