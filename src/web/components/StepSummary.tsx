import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A finished step of the guided flow, folded to its title and a one-line summary of what was given, with a
 * "Change" button that opens the step again (the flow's rules then say what follows).
 */
export function StepSummary(props: { id: string; title: string; summary: ReactNode; onChange?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      px={{ base: 'md', sm: 'lg' }}
      py="sm"
      bg="gray.0"
      aria-labelledby={`${props.id}-summary-title`}
      data-step-summary={props.id}
    >
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap={8} wrap="nowrap">
            <Text component="span" c="teal.9" fw={700} aria-hidden="true">
              ✓
            </Text>
            <Title order={2} size="h5" id={`${props.id}-summary-title`}>
              {props.title}
            </Title>
          </Group>
          <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }} data-summary-text>
            {props.summary}
          </Text>
        </Stack>
        {props.onChange ? (
          <Button
            variant="default"
            size="sm"
            onClick={props.onChange}
            style={{ flex: 'none' }}
            aria-label={`${t('flow.change')}: ${props.title}`}
          >
            {t('flow.change')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
