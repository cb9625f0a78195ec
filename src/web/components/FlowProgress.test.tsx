// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonDe from '../i18n/common/de.json' with { type: 'json' };
import commonEn from '../i18n/common/en.json' with { type: 'json' };
import { renderApp } from '../test/render.js';
import { FlowProgress, flowSteps } from './FlowProgress.js';
import { StepSummary } from './StepSummary.js';

afterEach(() => cleanup());

describe('the progress indicator of the guided flow', () => {
  it('lists the steps of a refund with the current one marked, the earlier ones done (en)', async () => {
    await renderApp(<FlowProgress steps={flowSteps('refund')} current="products" />);
    const nav = screen.getByRole('navigation', { name: commonEn.flow.label });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-flow-step'))).toEqual([
      'details',
      'products',
      'request',
      'review',
      'done',
    ]);
    expect(items.filter((li) => li.getAttribute('aria-current') === 'step')).toEqual([items[1]]);
    expect(items[0]!.textContent).toContain(commonEn.flow.step.details);
    expect(items[0]!.textContent).toContain(commonEn.flow.done);
    expect(items[2]!.textContent).not.toContain(commonEn.flow.done);
    // The phone line: "Step 2 of 5 · Your products".
    expect(nav.textContent).toContain(`Step 2 of 5 · ${commonEn.flow.step.products}`);
  });

  it('adds the shipping address for a replacement and ends at Done with every step done (de)', async () => {
    await renderApp(<FlowProgress steps={flowSteps('replacement')} current="done" />, { store: 'de' });
    const nav = screen.getByRole('navigation', { name: commonDe.flow.label });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-flow-step'))).toEqual([
      'details',
      'products',
      'request',
      'review',
      'address',
      'done',
    ]);
    expect(items[5]!.getAttribute('aria-current')).toBe('step');
    expect(items.every((li) => li.hasAttribute('data-done'))).toBe(true);
    expect(nav.textContent).toContain(`Schritt 6 von 6 · ${commonDe.flow.step.done}`);
  });

  it('leaves the review out of a message to us', () => {
    expect(flowSteps('contact')).toEqual(['details', 'products', 'request', 'done']);
  });
});

describe('a finished step folded to its summary', () => {
  it('shows the title and the summary, and Change opens the step again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderApp(
      <StepSummary
        id="details"
        title="Your details"
        summary="Alex Morgan · alex.us@example.com · United States"
        onChange={onChange}
      />,
    );
    const section = screen.getByRole('region', { name: 'Your details' });
    expect(section.textContent).toContain('Alex Morgan · alex.us@example.com · United States');
    // The button reads "Change" and names its step for screen readers.
    const change = within(section).getByRole('button', { name: `${commonEn.flow.change}: Your details` });
    await user.click(change);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no Change when there is nothing to reopen', async () => {
    await renderApp(<StepSummary id="products" title="Your products" summary="Order US1000101" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
