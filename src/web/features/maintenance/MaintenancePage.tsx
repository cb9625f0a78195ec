import { Title } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta.js';

export function MaintenancePage() {
  usePageMeta('maintenance');
  return <Title order={1}>MaintenancePage</Title>;
}
