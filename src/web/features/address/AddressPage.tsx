import { Title } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta.js';

export function AddressPage() {
  usePageMeta('address');
  return <Title order={1}>AddressPage</Title>;
}
