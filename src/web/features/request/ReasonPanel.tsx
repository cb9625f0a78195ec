import { memo, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Input,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAULT_CODE_OTHER, REASON_DEFECTIVE } from '../../../shared/codes.js';
import { COMMENTS_MAX, OTHER_COMMENTS_MAX, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '../../../shared/limits.js';
import {
  REQUEST_ITEM_MAX_LENGTH,
  cosmeticForced,
  faultCategories,
  faultCodesIn,
  needsAcknowledgement,
  reasonsFor,
  visibleFaults,
  type RequestItemField,
} from '../../../shared/rules/reasons.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import { showErrorToast } from '../../components/feedback.js';
import { removeDamageImage, uploadDamageImage } from './api.js';
import type { ItemErrors, ItemPatch, ItemState } from './types.js';

const UPLOAD_TYPES_TEXT = UPLOAD_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');
const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => (ext === 'jpg' ? '.jpg,.jpeg' : `.${ext}`)).join(',');

function extensionAllowed(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext === 'jpeg' ? 'jpg' : ext);
}

interface ReasonPanelProps {
  product: TProductLine;
  item: ItemState;
  errors: ItemErrors | undefined;
  store: Store;
  serviceRequired: number;
  onChange: (sourceId: string, patch: ItemPatch) => void;
}

/** The reason section of one product (one tab). Memoised: typing in one product re-renders only its panel. */
export const ReasonPanel = memo(function ReasonPanel({
  product,
  item,
  errors,
  store,
  serviceRequired,
  onChange,
}: ReasonPanelProps) {
  const { t } = useTranslation('request');
  const ctx = useMemo(() => ({ store, masterId: product.masterId }), [store, product.masterId]);
  const reasons = reasonsFor(store, product.masterId, serviceRequired);
  const defective = item.reason === REASON_DEFECTIVE;
  // Repair offers only its preset reason: shown, not asked.
  const presetOnly = reasons.length === 1 && item.reason === reasons[0];
  const categories = useMemo(() => faultCategories(product.faultList, ctx), [product.faultList, ctx]);
  const codes = useMemo(
    () => (item.faultCategory ? faultCodesIn(product.faultList, item.faultCategory, ctx) : []),
    [product.faultList, item.faultCategory, ctx],
  );
  const forced = defective && cosmeticForced(item.faultCode, visibleFaults(product.faultList, ctx));
  const acknowledgement = needsAcknowledgement(store, serviceRequired);
  const id = `reason-${product.sourceId.replace(/[^\w-]/g, '_')}`;

  const change = (patch: ItemPatch) => onChange(product.sourceId, patch);
  const message = (field: RequestItemField) => {
    const key = errors?.[field];
    if (!key) return undefined;
    const max = (REQUEST_ITEM_MAX_LENGTH as Record<string, number>)[field];
    return t(key, { ns: 'messages', max });
  };

  // A fault that needs proof makes cosmetic damage "yes"; the "no" option is hidden meanwhile.
  useEffect(() => {
    if (forced && item.cosmetic !== 'yes') onChange(product.sourceId, { cosmetic: 'yes' });
  }, [forced, item.cosmetic, onChange, product.sourceId]);

  return (
    <Stack gap="md" pt="md">
      <Box>
        <Text fw={600}>{product.name}</Text>
        <Text size="sm" c="dimmed">
          {[
            product.sku && `${t('sku')}${t('colon')}${product.sku}`,
            product.serialNumber && `${t('serialNumber')}${t('colon')}${product.serialNumber}`,
            product.orderNumber && `${t('orderNumber')}${t('colon')}${product.orderNumber}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Box>

      {presetOnly ? (
        <TextInput
          id={`${id}-reason`}
          label={t('reason')}
          value={t(`reasons.${item.reason}`)}
          readOnly
          variant="filled"
        />
      ) : (
        <NativeSelect
          id={`${id}-reason`}
          label={t('reason')}
          withAsterisk
          value={item.reason}
          onChange={(event) =>
            change({ reason: event.currentTarget.value, faultCategory: '', faultCode: '', otherComments: '' })
          }
          data={[
            { value: '', label: t('selectReason') },
            ...reasons.map((key) => ({ value: key, label: t(`reasons.${key}`) })),
          ]}
          error={message('reason')}
        />
      )}

      {defective && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            id={`${id}-category`}
            label={t('faultCategory')}
            withAsterisk
            value={item.faultCategory}
            onChange={(event) => change({ faultCategory: event.currentTarget.value, faultCode: '', otherComments: '' })}
            data={[{ value: '', label: t('selectFaultCategory') }, ...categories.map((c) => ({ value: c, label: c }))]}
            error={message('faultCategory')}
          />
          <NativeSelect
            id={`${id}-code`}
            label={t('faultCode')}
            withAsterisk
            value={item.faultCode}
            disabled={!item.faultCategory}
            onChange={(event) => change({ faultCode: event.currentTarget.value, otherComments: '' })}
            data={[
              { value: '', label: t('selectFaultCode') },
              ...codes.map((fault) => ({ value: fault.faultCode, label: fault.faultCodeDesc || fault.faultCode })),
            ]}
            error={message('faultCode')}
          />
        </SimpleGrid>
      )}

      {defective && item.faultCode === FAULT_CODE_OTHER && (
        <CountedTextarea
          id={`${id}-other`}
          label={t('otherComments')}
          required
          max={OTHER_COMMENTS_MAX}
          value={item.otherComments}
          onChange={(value) => change({ otherComments: value })}
          error={message('otherComments')}
          minRows={2}
        />
      )}

      <CountedTextarea
        id={`${id}-comments`}
        label={t('comments')}
        description={t('commentsHint')}
        required={STORE_INFO[store].commentsRequired}
        max={COMMENTS_MAX}
        value={item.comments}
        onChange={(value) => change({ comments: value })}
        error={message('comments')}
        minRows={3}
      />

      <Radio.Group
        id={`${id}-cosmetic`}
        label={t('cosmeticLegend')}
        description={forced ? t('cosmeticForced') : undefined}
        withAsterisk
        value={item.cosmetic || null}
        onChange={(value) => change({ cosmetic: value as 'yes' | 'no' })}
        error={message('cosmetic')}
      >
        <Group gap="xl" mt={6}>
          <Radio value="yes" label={t('yes')} />
          {!forced && <Radio value="no" label={t('no')} />}
        </Group>
      </Radio.Group>

      {item.cosmetic === 'yes' && (
        <DamagePhoto
          store={store}
          sourceId={product.sourceId}
          url={item.damageImage}
          error={message('damageImage')}
          onUploaded={(url) => change({ damageImage: url })}
        />
      )}

      {acknowledgement && (
        <Checkbox
          id={`${id}-agreement`}
          label={t('acknowledgement')}
          checked={item.agreement}
          onChange={(event) => change({ agreement: event.currentTarget.checked })}
          error={message('agreement')}
        />
      )}
    </Stack>
  );
});

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

function DamagePhoto(props: {
  store: Store;
  sourceId: string;
  url: string;
  error: string | undefined;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('request');
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ name: string; src: string } | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.src);
    },
    [preview],
  );

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!extensionAllowed(file.name) || file.size > UPLOAD_MAX_BYTES) {
      setFileError(t('fileFormatsAllowed', { ns: 'messages' }));
      return;
    }
    setFileError(null);
    setBusy(true);
    try {
      const answer = await uploadDamageImage(props.store, props.sourceId, file);
      props.onUploaded(answer.url);
      setPreview(file.type.startsWith('image/') ? { name: file.name, src: URL.createObjectURL(file) } : null);
    } catch (error) {
      showErrorToast(error, t('genericError', { ns: 'messages' }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeDamageImage(props.store, props.sourceId);
      props.onUploaded('');
      setPreview(null);
    } catch (error) {
      showErrorToast(error, t('genericError', { ns: 'messages' }));
    } finally {
      setBusy(false);
    }
  };

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
          <Group gap="sm" align="center">
            {preview && <Image src={preview.src} alt={t('damagePhotoAlt')} w={64} h={64} radius="sm" fit="cover" />}
            <Text size="sm" c="teal.9">
              {t('photoUploaded')}
              {preview ? `${t('colon')}${preview.name}` : ''}
            </Text>
            <Button variant="subtle" color="red.9" size="xs" onClick={remove} loading={busy}>
              {t('removePhoto')}
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={upload}
            accept={ACCEPT}
            inputProps={{ 'aria-label': t('damagePhoto') } as React.ComponentProps<'input'>}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
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
