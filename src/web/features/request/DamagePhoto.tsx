import { Box, Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '../../../shared/limits.js';
import { uploadAllowed } from '../../../shared/rules/selection.js';
import type { Store } from '../../../shared/stores.js';
import { useRemoveDamageImage } from './api/remove-damage-image.js';
import { useUploadDamageImage } from './api/upload-damage-image.js';

const UPLOAD_TYPES_TEXT = UPLOAD_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');
const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => (ext === 'jpg' ? '.jpg,.jpeg' : `.${ext}`)).join(',');

/** A local preview of the photo just uploaded (an object URL, released when it goes). */
function usePreview() {
  const [preview, setPreview] = useState<{ name: string; src: string } | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.src);
    },
    [preview],
  );
  const show = (file: File | null) =>
    setPreview(file && file.type.startsWith('image/') ? { name: file.name, src: URL.createObjectURL(file) } : null);
  return { preview, show };
}

/** The photo uploaded: its preview (when it is an image) and a remove button. */
function UploadedPhoto(props: { preview: { name: string; src: string } | null; onRemove: () => void; busy: boolean }) {
  const { t } = useTranslation('request');
  const { preview } = props;
  return (
    <Group gap="sm" align="center">
      {preview && <Image src={preview.src} alt={t('damagePhotoAlt')} w={64} h={64} radius="sm" fit="cover" />}
      <Text size="sm" c="teal.9">
        {t('photoUploaded')}
        {preview ? `${t('colon')}${preview.name}` : ''}
      </Text>
      <Button variant="subtle" color="red.9" size="xs" onClick={props.onRemove} loading={props.busy}>
        {t('removePhoto')}
      </Button>
    </Group>
  );
}

/** The damage photo of one product: type and size checked first; a failed call is the global error toast. */
export function DamagePhoto(props: {
  store: Store;
  sourceId: string;
  url: string;
  error: string | undefined;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('request');
  const [fileError, setFileError] = useState<string | null>(null);
  const { preview, show } = usePreview();
  const uploadCall = useUploadDamageImage(props.store, props.sourceId);
  const removeCall = useRemoveDamageImage(props.store, props.sourceId);
  const busy = uploadCall.isPending || removeCall.isPending;

  const upload = (file: File | null) => {
    if (!file) return;
    if (!uploadAllowed(file.name, file.size)) {
      setFileError(t('fileFormatsAllowed', { ns: 'messages' }));
      return;
    }
    setFileError(null);
    uploadCall.mutate(file, {
      onSuccess: (answer) => {
        props.onUploaded(answer.url);
        show(file);
      },
    });
  };

  const remove = () =>
    removeCall.mutate(undefined, {
      onSuccess: () => {
        props.onUploaded('');
        show(null);
      },
    });

  const errorText = fileError ?? props.error;
  const base = `damage-${props.sourceId.replace(/[^\w-]/g, '_')}`;
  return (
    <Input.Wrapper
      labelElement="div"
      label={t('damagePhoto')}
      withAsterisk
      description={t('damagePhotoHint', { types: UPLOAD_TYPES_TEXT, size: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      descriptionProps={{ id: `${base}-hint` }}
      error={errorText}
      errorProps={{ id: `${base}-error` }}
    >
      <Box mt={6}>
        {props.url ? (
          <UploadedPhoto preview={preview} onRemove={remove} busy={busy} />
        ) : (
          <FileButton
            onChange={upload}
            accept={ACCEPT}
            inputProps={{ 'aria-label': t('damagePhoto') } as React.ComponentProps<'input'>}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                w="fit-content"
                loading={busy}
                aria-describedby={`${base}-hint${errorText ? ` ${base}-error` : ''}`}
              >
                {t('uploadPhoto')}
              </Button>
            )}
          </FileButton>
        )}
      </Box>
    </Input.Wrapper>
  );
}
