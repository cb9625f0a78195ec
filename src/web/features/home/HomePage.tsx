import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta.js';
import { ENQUIRY_TYPE_ROUTES } from '../../../shared/codes.js';

export function HomePage({ renderRequestStep }: { renderRequestStep: () => ReactNode }) {
  const { type } = useParams();
  const pageKey = type && type in ENQUIRY_TYPE_ROUTES ? type : 'home';
  usePageMeta(pageKey);
  void renderRequestStep;
  return <Title order={1}>{pageKey}</Title>;
}
