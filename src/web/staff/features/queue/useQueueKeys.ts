import { useHotkeys } from '@mantine/hooks';
import { useState, type RefObject } from 'react';
import type { TQueueRow } from '../../../../shared/staff/queues.js';

/**
 * The queue's keys (docs/staff/console.md#keyboard): / search, j / k next and previous row (its link takes the
 * focus, so Enter opens it), x select the row, r refresh. Ignored while typing in a field.
 */
export function useQueueKeys(options: {
  rows: TQueueRow[];
  search: RefObject<HTMLInputElement | null>;
  onToggle: (id: string) => void;
  onRefresh: () => void;
}) {
  const { rows, search, onToggle, onRefresh } = options;
  const [activeId, setActiveId] = useState<string | null>(null);
  const move = (step: number) => {
    if (rows.length === 0) return;
    const index = rows.findIndex((row) => row.id === activeId);
    const next = rows[Math.min(rows.length - 1, Math.max(0, index < 0 ? 0 : index + step))]!;
    setActiveId(next.id);
    [...document.querySelectorAll<HTMLElement>('[data-row-link]')]
      .find((link) => link.dataset.rowLink === next.id)
      ?.focus();
  };
  useHotkeys([
    ['/', () => search.current?.focus()],
    ['j', () => move(1)],
    ['k', () => move(-1)],
    ['x', () => activeId && onToggle(activeId)],
    ['r', onRefresh],
  ]);
  return activeId;
}
