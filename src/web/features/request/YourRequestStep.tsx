import { Title } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta.js';

export function YourRequestStep() {
  usePageMeta('home');
  return <Title order={1}>YourRequestStep</Title>;
}
