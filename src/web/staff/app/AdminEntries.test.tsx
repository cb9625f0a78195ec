// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderStaff, staffUser } from '../test/render.js';
import { StaffShell } from './StaffShell.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const navLinks = () => screen.getByRole('navigation', { name: 'Console' }).querySelectorAll('a');

describe('the shell’s administration entries', () => {
  it('links admins to the staff screens, and offers two-step sign-in to a user without it', async () => {
    mockApi({});
    await renderStaff(<StaffShell />, { staff: staffUser({ role: 'admin', totpEnabled: true }) });
    expect([...navLinks()].map((a) => [a.textContent, a.getAttribute('href')])).toContainEqual(['Staff', '/admin']);
    await userEvent.click(screen.getByRole('button', { name: /Alex Agent/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Two-step sign-in' })).toBeNull();
  });

  it('gives an agent no staff link, and the enrolment from the user menu', async () => {
    mockApi({});
    await renderStaff(<StaffShell />, { staff: staffUser({ role: 'agent', totpEnabled: false }) });
    expect([...navLinks()].map((a) => a.textContent)).not.toContain('Staff');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Alex Agent/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Two-step sign-in' }));
    expect(await screen.findByRole('dialog', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screen.getByText(/asks for a 6-digit code/)).toBeTruthy();
  });

  it('opens the enrolment by itself for a supervisor without a code', async () => {
    mockApi({});
    await renderStaff(<StaffShell />, { staff: staffUser({ role: 'supervisor', totpEnabled: false }) });
    expect(await screen.findByRole('dialog', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screen.getByText(/Your role needs two-step sign-in/)).toBeTruthy();
  });
});
