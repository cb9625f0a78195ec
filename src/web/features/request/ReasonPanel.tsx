import { memo, useEffect, useMemo } from 'react';
import { Box, Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAULT_CODE_OTHER, REASON_DEFECTIVE } from '../../../shared/codes.js';
import { COMMENTS_MAX, OTHER_COMMENTS_MAX } from '../../../shared/limits.js';
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
import type { TFaultItem, TProductLine } from '../../../shared/schemas/index.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import { CountedTextarea } from '../../components/CountedTextarea.js';
import { DamagePhoto } from './DamagePhoto.js';
import type { ItemErrors, ItemPatch, ItemState } from './types.js';

interface ReasonPanelProps {
  product: TProductLine;
  item: ItemState;
  errors: ItemErrors | undefined;
  store: Store;
  serviceRequired: number;
  onChange: (sourceId: string, patch: ItemPatch) => void;
}

/** The message of a field's error key, with the field's limit for "too long". */
function useItemMessage(errors: ItemErrors | undefined) {
  const { t } = useTranslation('request');
  return (field: RequestItemField) => {
    const key = errors?.[field];
    if (!key) return undefined;
    return t(key, { ns: 'messages', max: (REQUEST_ITEM_MAX_LENGTH as Record<string, number>)[field] });
  };
}

function ProductSummary({ product }: { product: TProductLine }) {
  const { t } = useTranslation('request');
  const facts = [
    product.sku && `${t('sku')}${t('colon')}${product.sku}`,
    product.serialNumber && `${t('serialNumber')}${t('colon')}${product.serialNumber}`,
    product.orderNumber && `${t('orderNumber')}${t('colon')}${product.orderNumber}`,
  ];
  return (
    <Box>
      <Text fw={600}>{product.name}</Text>
      <Text size="sm" c="dimmed">
        {facts.filter(Boolean).join(' · ')}
      </Text>
    </Box>
  );
}

/** The reason: asked from the reasons on offer, or shown when the service has only its preset one. */
function ReasonField({ id, reasons, props }: { id: string; reasons: readonly string[]; props: ReasonPanelProps }) {
  const { t } = useTranslation('request');
  const message = useItemMessage(props.errors);
  const { item } = props;
  if (reasons.length === 1 && item.reason === reasons[0]) {
    return (
      <TextInput
        id={`${id}-reason`}
        label={t('reason')}
        value={t(`reasons.${item.reason}`)}
        readOnly
        variant="filled"
      />
    );
  }
  return (
    <NativeSelect
      id={`${id}-reason`}
      label={t('reason')}
      withAsterisk
      value={item.reason}
      onChange={(event) =>
        props.onChange(props.product.sourceId, {
          reason: event.currentTarget.value,
          faultCategory: '',
          faultCode: '',
          otherComments: '',
        })
      }
      data={[
        { value: '', label: t('selectReason') },
        ...reasons.map((key) => ({ value: key, label: t(`reasons.${key}`) })),
      ]}
      error={message('reason')}
    />
  );
}

/** A category as the customer reads it: the store-language name its faults carry (the key itself otherwise). */
function categoryName(faults: readonly TFaultItem[], category: string): string {
  return faults.find((fault) => fault.faultCategory === category)?.faultCategoryDesc || category;
}

/** Fault category and code of a defective product (the codes of the chosen category). */
function FaultFields({ id, props }: { id: string; props: ReasonPanelProps }) {
  const { t } = useTranslation('request');
  const message = useItemMessage(props.errors);
  const { product, item, store } = props;
  const change = (patch: ItemPatch) => props.onChange(product.sourceId, patch);
  const ctx = useMemo(() => ({ store, masterId: product.masterId }), [store, product.masterId]);
  const categories = useMemo(() => faultCategories(product.faultList, ctx), [product.faultList, ctx]);
  const codes = item.faultCategory ? faultCodesIn(product.faultList, item.faultCategory, ctx) : [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        id={`${id}-category`}
        label={t('faultCategory')}
        withAsterisk
        value={item.faultCategory}
        onChange={(event) => change({ faultCategory: event.currentTarget.value, faultCode: '', otherComments: '' })}
        data={[
          { value: '', label: t('selectFaultCategory') },
          ...categories.map((c) => ({ value: c, label: categoryName(product.faultList, c) })),
        ]}
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
  );
}

/** Cosmetic damage yes/no; a fault that needs proof makes it "yes" and hides "no" meanwhile. */
function CosmeticQuestion({ id, forced, props }: { id: string; forced: boolean; props: ReasonPanelProps }) {
  const { t } = useTranslation('request');
  const message = useItemMessage(props.errors);
  const { product, item, onChange } = props;
  useEffect(() => {
    if (forced && item.cosmetic !== 'yes') onChange(product.sourceId, { cosmetic: 'yes' });
  }, [forced, item.cosmetic, onChange, product.sourceId]);
  return (
    <Radio.Group
      id={`${id}-cosmetic`}
      label={t('cosmeticLegend')}
      description={forced ? t('cosmeticForced') : undefined}
      withAsterisk
      value={item.cosmetic || null}
      onChange={(value) => onChange(product.sourceId, { cosmetic: value as 'yes' | 'no' })}
      error={message('cosmetic')}
    >
      <Group gap="xl" mt={6}>
        <Radio value="yes" label={t('yes')} />
        {!forced && <Radio value="no" label={t('no')} />}
      </Group>
    </Radio.Group>
  );
}

/** The reason section of one product (one tab). Memoised: typing in one product re-renders only its panel. */
export const ReasonPanel = memo(function ReasonPanel(props: ReasonPanelProps) {
  const { t } = useTranslation('request');
  const message = useItemMessage(props.errors);
  const { product, item, store, serviceRequired } = props;
  const change = (patch: ItemPatch) => props.onChange(product.sourceId, patch);
  const reasons = reasonsFor(store, product.masterId, serviceRequired);
  const defective = item.reason === REASON_DEFECTIVE;
  const ctx = { store, masterId: product.masterId };
  const forced = defective && cosmeticForced(item.faultCode, visibleFaults(product.faultList, ctx));
  const id = `reason-${product.sourceId.replace(/[^\w-]/g, '_')}`;
  return (
    <Stack gap="md" pt="md">
      <ProductSummary product={product} />
      <ReasonField id={id} reasons={reasons} props={props} />
      {defective && <FaultFields id={id} props={props} />}
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
      <CosmeticQuestion id={id} forced={forced} props={props} />
      {item.cosmetic === 'yes' && (
        <DamagePhoto
          store={store}
          sourceId={product.sourceId}
          url={item.damageImage}
          error={message('damageImage')}
          onUploaded={(url) => change({ damageImage: url })}
        />
      )}
      {needsAcknowledgement(store, serviceRequired) && (
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
