import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();
import type { TQueueRow } from '../../../../shared/staff/queues.js';

/** The selected rows of the queue; a new view (tab, filters, search) starts with none. */
export function useSelection(rows: TQueueRow[], viewKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: viewKey, ids: new Set() });
  const ids = state.key === viewKey ? state.ids : NONE;
  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        const next = new Set(current.key === viewKey ? current.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key: viewKey, ids: next };
      }),
    [viewKey],
  );
  const allSelected = rows.length > 0 && rows.every((row) => ids.has(row.id));
  const toggleAll = () => setState({ key: viewKey, ids: allSelected ? new Set() : new Set(rows.map((row) => row.id)) });
  const clear = () => setState({ key: viewKey, ids: new Set() });
  const selectedRows = useMemo(() => rows.filter((row) => ids.has(row.id)), [rows, ids]);
  return { ids, toggle, toggleAll, allSelected, clear, rows: selectedRows };
}
