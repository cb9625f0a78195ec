import { Anchor, Image, Modal, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import classes from './Rma.module.css';

/** Where staff read an upload (proof of purchase, damage photo). */
export function uploadUrl(id: string): string {
  return `/api/staff/uploads/${encodeURIComponent(id)}`;
}

/** Whether an upload is an image (shown in the page) or a document (opened in a new tab), from its content type. */
async function uploadKind(id: string): Promise<'image' | 'document'> {
  const response = await fetch(uploadUrl(id), { method: 'HEAD', credentials: 'same-origin' });
  return response.ok && response.headers.get('content-type')?.startsWith('image/') ? 'image' : 'document';
}

/** An upload: an image as a thumbnail that opens a larger view; a PDF as a link to a new tab. */
export function Upload({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const [opened, view] = useDisclosure(false);
  const kind = useQuery({ queryKey: ['staff', 'upload-kind', id], queryFn: () => uploadKind(id), staleTime: Infinity });
  if (kind.data !== 'image') {
    return (
      <Anchor href={uploadUrl(id)} target="_blank" rel="noopener" size="sm">
        {label} <span aria-hidden="true">↗</span>
        <VisuallyHidden> ({t('upload.newTab')})</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <>
      <button
        type="button"
        className={classes.thumbButton}
        onClick={view.open}
        aria-label={t('upload.view', { name: label })}
      >
        <img src={uploadUrl(id)} alt="" className={classes.thumb} loading="lazy" />
      </button>
      <Modal
        opened={opened}
        onClose={view.close}
        title={label}
        size="xl"
        closeButtonProps={{ 'aria-label': t('state.close') }}
      >
        <Image src={uploadUrl(id)} alt={label} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}
