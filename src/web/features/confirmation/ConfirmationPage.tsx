import { Title } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta.js';

export function ConfirmationPage() {
  usePageMeta('confirmation');
  return <Title order={1}>ConfirmationPage</Title>;
}
