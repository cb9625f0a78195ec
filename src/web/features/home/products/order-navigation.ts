/** Order numbers are listed newest first; "previous" is the older one, "next" the newer one. */
export function neighbourOrders(list: readonly string[], current: string): { previous?: string; next?: string } {
  const index = list.indexOf(current);
  if (index < 0) return {};
  return { previous: list[index + 1], next: index > 0 ? list[index - 1] : undefined };
}
