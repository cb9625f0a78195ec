import { Box, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text box with its "n / max" counter; typing stops at the limit. */
export function CountedTextarea(props: {
  id: string;
  label: string;
  description?: string;
  required: boolean;
  max: number;
  value: string;
  minRows: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('request');
  return (
    <Box>
      <Textarea
        id={props.id}
        label={props.label}
        description={props.description}
        withAsterisk={props.required}
        autosize
        minRows={props.minRows}
        maxRows={10}
        maxLength={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
      />
      <Text id={`${props.id}-counter`} size="xs" c="dimmed" ta="right" mt={4}>
        {t('counter', { count: props.value.length, max: props.max })}
      </Text>
    </Box>
  );
}
