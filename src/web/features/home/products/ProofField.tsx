import { Button, FileButton, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from '../../../../shared/limits.js';
import { uploadAllowed } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useRemoveProof } from '../api/remove-file.js';
import { useUploadProof } from '../api/upload-file.js';
import { TEXT_COLOR } from '../colors.js';
import { useFieldMessage } from '../messages.js';
import { useLineField } from './useLineField.js';
import { useViewProof } from './view-proof.js';

const ACCEPT = UPLOAD_EXTENSIONS.flatMap((e) => (e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`])).join(',');

interface FieldProps {
  line: TProductLine;
  disabled: boolean;
  withLabel: boolean;
}

/** The proof of purchase of a retail line: upload (type and size checked first), view, remove. */
export const ProofField = memo(function ProofField({ line, disabled, withLabel }: FieldProps) {
  const { t } = useTranslation('products');
  const messageText = useFieldMessage();
  const upload = useLineField(line, useUploadProof(), (file: File) =>
    uploadAllowed(file.name, file.size) ? null : { key: 'fileFormatsAllowed' },
  );
  const remove = useLineField(line, useRemoveProof(), () => null);
  const viewProof = useViewProof();
  const resetRef = useRef<() => void>(null);
  const busy = upload.busy || remove.busy;
  const labelId = `proof-label-${line.sourceId}`;
  const errorId = `proof-error-${line.sourceId}`;
  const error = messageText(upload.message ?? remove.message);
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      {withLabel ? (
        <Input.Label labelElement="div" id={labelId}>
          {t('proof')}
        </Input.Label>
      ) : (
        <VisuallyHidden id={labelId}>{t('proofOf', { name: line.name })}</VisuallyHidden>
      )}
      {line.purchaseProof ? (
        <Stack gap={2} align="flex-start">
          <Text size="sm" c={TEXT_COLOR.success} fw={600} style={{ whiteSpace: 'nowrap' }}>
            ✓ {t('proofUploaded')}
          </Text>
          <Group gap={4} wrap="wrap">
            <Button size="compact-xs" variant="subtle" onClick={() => viewProof(line.purchaseProof)}>
              {t('view')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color={TEXT_COLOR.danger}
              disabled={disabled || busy}
              onClick={() => remove.save(undefined)}
            >
              {t('removeFile')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <FileButton
          onChange={(file) => {
            resetRef.current?.();
            if (file) upload.save(file);
          }}
          accept={ACCEPT}
          resetRef={resetRef}
          disabled={disabled || busy}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={busy} disabled={disabled || busy}>
              {t('upload')}
            </Button>
          )}
        </FileButton>
      )}
      {error ? (
        <Text size="xs" c={TEXT_COLOR.danger} id={errorId} role="alert">
          {error}
        </Text>
      ) : withLabel ? (
        <Text size="xs" c="gray.7">
          {t('proofHint')}
        </Text>
      ) : null}
    </Stack>
  );
});
