// @vitest-environment jsdom
/**
 * The portal runs on Preact (decision 0039): an input whose `checked` or `value` the page controls shows what the
 * page last rendered once a change's handlers have run, as in React, also when the page refuses the change and
 * nothing renders again (scripts/build/preact-controlled.mjs).
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/** A box the page refuses to check, as the products step refuses a sixth product. */
function RefusedBox({ onRefuse }: { onRefuse: () => void }) {
  return <input type="checkbox" aria-label="sixth product" checked={false} onChange={onRefuse} />;
}

/** A field that keeps digits only, and a box that follows the user. */
function Form() {
  const [digits, setDigits] = useState('12');
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <input
        aria-label="digits"
        value={digits}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          if (/^\d*$/.test(typed)) setDigits(typed);
        }}
      />
      <input type="checkbox" aria-label="agree" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      <output>{digits}</output>
    </>
  );
}

describe('controlled inputs', () => {
  it('puts a refused checkbox back to unchecked, though nothing renders', async () => {
    let refused = 0;
    render(<RefusedBox onRefuse={() => (refused += 1)} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'sixth product' });
    await userEvent.click(box);
    expect(refused).toBe(1);
    await waitFor(() => expect(box.checked).toBe(false));
    // Refused again: the box was unchecked, so the click is a change again.
    await userEvent.click(box);
    expect(refused).toBe(2);
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('keeps what the page accepts and takes back what it refuses', async () => {
    render(<Form />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'digits' });
    await userEvent.type(field, '3x4');
    await waitFor(() => expect(field.value).toBe('1234'));
    expect(screen.getByRole('status').textContent).toBe('1234');
    const agree = screen.getByRole<HTMLInputElement>('checkbox', { name: 'agree' });
    await userEvent.click(agree);
    expect(agree.checked).toBe(true);
    await userEvent.click(agree);
    expect(agree.checked).toBe(false);
  });
});
