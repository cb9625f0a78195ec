import { Title } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta.js';

export function ContactUsSuccessPage() {
  usePageMeta('contactUsSuccess');
  return <Title order={1}>ContactUsSuccessPage</Title>;
}
