// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../i18n/common/en.json' with { type: 'json' };
import { renderApp } from '../test/render.js';
import { RenderBoundary } from './RenderBoundary.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ChunkThatFailed(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('render boundary', () => {
  it('shows the load-failed message and a refresh button where a part failed, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp(
      <RenderBoundary>
        <ChunkThatFailed />
      </RenderBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(commonEn.loadFailedTitle);
    expect(screen.getByRole('button', { name: commonEn.refreshPage })).toBeTruthy();
  });

  it('renders what it holds when nothing fails', async () => {
    await renderApp(
      <RenderBoundary>
        <p>The page</p>
      </RenderBoundary>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
