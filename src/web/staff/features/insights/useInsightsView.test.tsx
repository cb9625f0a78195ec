// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff } from '../../test/render.js';
import { useInsightsView } from './useInsightsView.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Two changes before the screen renders the first: a store, then at once a period. */
function TwoChanges() {
  const { update } = useInsightsView();
  return (
    <button
      type="button"
      onClick={() => {
        update({ store: 'uk' });
        update({ from: '2026-11-01', to: '2026-11-07' });
      }}
    >
      change
    </button>
  );
}

describe('useInsightsView', () => {
  it('keeps every change made before the URL is rendered again', async () => {
    await renderStaff(<TwoChanges />, { pattern: '/insights', path: '/insights?from=2026-10-01&to=2026-10-31' });
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/insights?store=uk&from=2026-11-01&to=2026-11-07'),
    );
  });
});
