import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/StaffApp.js';
import { preferredLanguage, setupStaffI18n } from './lib/i18n.js';

async function start() {
  const i18n = await setupStaffI18n(preferredLanguage());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StaffApp i18n={i18n} />
    </StrictMode>,
  );
}

void start();
