import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { AccountOverlay } from '../features/account/AccountOverlay.js';
import { useCustomer } from '../features/account/api/get-customer.js';
import { ChatWidget } from '../features/chat/ChatWidget.js';
import { MaintenanceNotice, MaintenanceUnderway } from '../features/maintenance/MaintenanceNotice.js';
import { useMaintenance } from '../features/maintenance/useMaintenance.js';
import { storeSiteUrl } from '../features/shell/config.js';
import { PageShell } from '../features/shell/PageShell.js';
import { useStore } from '../lib/store-context.js';

/**
 * The page shell with the features that live in it: the account menu, the cart count, the support chat and
 * the maintenance notice. During a maintenance window the workspace (every route's page) is replaced by the
 * maintenance text and the chat is withdrawn.
 */
export function ShellRoute({ children }: { children: ReactNode }) {
  const { store } = useStore();
  const customer = useCustomer();
  const maintenance = useMaintenance();
  const [onMaintenancePage] = useRoute('/maintenance');
  const showNotice = maintenance.notice !== null && !maintenance.hidden && !onMaintenancePage;
  return (
    <PageShell
      account={<AccountOverlay storeSite={storeSiteUrl(store)} />}
      cartItemCount={customer.data?.cartItemCount}
      notice={showNotice ? <MaintenanceNotice window={maintenance.notice!} /> : null}
      workspace={maintenance.hidden ? <MaintenanceUnderway window={maintenance.notice} /> : children}
      chat={maintenance.hidden ? null : <ChatWidget />}
    />
  );
}
