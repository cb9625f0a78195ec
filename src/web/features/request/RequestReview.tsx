import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestService } from '../../../shared/codes.js';
import { formatMoney, refundEstimate } from '../../../shared/rules/money.js';
import type { TYourRequestResponse } from '../../../shared/schemas/index.js';
import { STORE_INFO } from '../../../shared/stores.js';
import { useStore } from '../../lib/store-context.js';
import classes from './RequestReview.module.css';
import type { ItemState } from './types.js';

/** What the home page lends the request step: the contact details and the ways back to the earlier steps. */
export interface RequestHost {
  contact: string;
  products: string;
  onChangeDetails: () => void;
  onChangeProducts: () => void;
  onStage: (stage: { service: number | null; reviewing: boolean }) => void;
}

function ChangeButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('request');
  return (
    // The name starts with the visible word and says what it changes: "Change: Contact details".
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onClick}
      aria-label={`${t('review.change')}: ${label}`}
      style={{ flex: 'none' }}
    >
      {t('review.change')}
    </Button>
  );
}

/** One part of the review: its heading, a "Change" that opens the step where it was given, and what it says. */
function Part(props: { id: string; title: string; onChange?: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={`review-${props.id}`} className={classes.part} data-review-part={props.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Title order={4} size="h6" id={`review-${props.id}`} c="dark.7" tt="uppercase" className={classes.partTitle}>
          {props.title}
        </Title>
        {props.onChange ? <ChangeButton label={props.title} onClick={props.onChange} /> : null}
      </Group>
      {props.children}
    </section>
  );
}

/** A label and its value, as a row of a description list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What was said about one product: reason, fault, comments, cosmetic damage and its photo, the acknowledgement. */
function ProductReasons({
  product,
  item,
}: {
  product: TYourRequestResponse['productSelected'][number];
  item: ItemState;
}) {
  const { t } = useTranslation('request');
  const fault = product.faultList.find((f) => f.faultCode === item.faultCode);
  const category = product.faultList.find((f) => f.faultCategory === item.faultCategory);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" data-review-product={product.sourceId}>
      <Text fw={700}>{product.name}</Text>
      <Text size="sm" c="dark.6">
        {[
          product.sku && `${t('sku')}${t('colon')}${product.sku}`,
          product.serialNumber && `${t('serialNumber')}${t('colon')}${product.serialNumber}`,
          product.orderNumber && `${t('orderNumber')}${t('colon')}${product.orderNumber}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <dl className={classes.facts}>
        <Fact label={t('reason')}>{item.reason ? t(`reasons.${item.reason}`) : ''}</Fact>
        {item.faultCategory ? (
          <Fact label={t('faultCategory')}>{category?.faultCategoryDesc || item.faultCategory}</Fact>
        ) : null}
        {item.faultCode ? <Fact label={t('faultCode')}>{fault?.faultCodeDesc ?? item.faultCode}</Fact> : null}
        {item.otherComments ? <Fact label={t('otherComments')}>{item.otherComments}</Fact> : null}
        {item.comments ? <Fact label={t('comments')}>{item.comments}</Fact> : null}
        <Fact label={t('review.cosmetic')}>{item.cosmetic === 'yes' ? t('yes') : t('no')}</Fact>
        {item.cosmetic === 'yes' ? (
          <Fact label={t('damagePhoto')}>{item.damageImage ? t('photoUploaded') : ''}</Fact>
        ) : null}
        {item.agreement ? <Fact label={t('review.acknowledged')}>{t('yes')}</Fact> : null}
      </dl>
    </Paper>
  );
}

/** The refund the selected products' prices add up to, before inspection. */
function RefundEstimate({ data }: { data: TYourRequestResponse }) {
  const { t } = useTranslation('request');
  const { store, language } = useStore();
  const total = refundEstimate(
    data.productSelected.map((product) => ({ fromOrder: product.orderNumber !== '', unitPrice: product.unitPrice })),
  );
  if (total <= 0) return null;
  return (
    <Part id="refund" title={t('review.refundTitle')}>
      <Text fw={700} size="lg" data-review-refund>
        {formatMoney(total, STORE_INFO[store].currency, language)}
      </Text>
      <Text size="sm" c="dark.6">
        {t('review.refundNote')}
      </Text>
    </Part>
  );
}

/**
 * The review before submit: the service, each product with what was said about it, the refund where it applies,
 * the contact details, each with "Change", and the one "Submit request" that sends the request
 * (POST /api/your-request/submit, docs/rules/request.md#submit).
 */
export function RequestReview(props: {
  data: TYourRequestResponse;
  service: number;
  items: ItemState[];
  host: RequestHost | undefined;
  pending: boolean;
  onEdit: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('request');
  const { data, service, host } = props;
  const refund = service === RequestService.Refund;
  return (
    <Stack gap="md" data-request-review>
      <div>
        <Title order={3} size="h4" id="review-title">
          {t('review.title')}
        </Title>
        <Text size="sm" c="dark.6" mt={4}>
          {t('review.intro')}
        </Text>
      </div>
      <Part id="service" title={t('serviceLegend')} onChange={props.onEdit}>
        <Text fw={600}>{refund ? t('service.refund') : t('service.repair')}</Text>
      </Part>
      <Part id="products" title={t('review.productsTitle')} onChange={host?.onChangeProducts}>
        {host?.products ? (
          <Text size="sm" c="dark.6">
            {host.products}
          </Text>
        ) : null}
      </Part>
      <Part id="reasons" title={t('review.reasonsTitle')} onChange={props.onEdit}>
        <ul className={classes.products}>
          {data.productSelected.map((product, index) => (
            <ProductReasons key={product.sourceId} product={product} item={props.items[index]!} />
          ))}
        </ul>
      </Part>
      {refund ? <RefundEstimate data={data} /> : null}
      {host ? (
        <Part id="contact" title={t('review.contactTitle')} onChange={host.onChangeDetails}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {host.contact}
          </Text>
        </Part>
      ) : null}
      <Text size="sm" c="dark.6">
        {refund ? t('review.afterRefund') : t('review.afterReplacement')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={props.onSubmit} loading={props.pending} disabled={props.pending} miw={180} size="md">
          {t('review.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
