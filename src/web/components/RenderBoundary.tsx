import { Component, type ReactNode } from 'react';
import { FullPageLoader } from './FullPageLoader.js';

/**
 * What failed to render, or whose chunk failed to download, says so and offers to refresh the page (the full-page
 * loader's failed state), instead of leaving the customer a blank page. Around each page (app/router.tsx), and
 * around the whole app (app/App.tsx) for the shell's own parts: the side menu's and the chat's chunks, the account
 * menu.
 */
export class RenderBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <FullPageLoader failed /> : this.props.children;
  }
}
