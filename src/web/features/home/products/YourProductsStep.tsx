import { Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { forwardRef, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '../../../../shared/rules/enquiry.js';
import type { TYourProductsResponse } from '../../../../shared/schemas/products.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { useStore } from '../../../lib/store-context.js';
import { useChangeEnquiry } from '../api/change-enquiry.js';
import { useWizard } from '../api/get-wizard.js';
import { useYourProducts } from '../api/get-your-products.js';
import { RmaStatusPanel } from '../status/RmaStatusPanel.js';
import { DAYJS_LOCALE } from './dateLocale.js';
import { EnquirySelector, PurchaseSourceSelector } from './EnquirySelector.js';
import { PurchasePanel } from './PurchasePanel.js';
import { useRouteEnquiry } from './useRouteEnquiry.js';

/** The enquiry and the purchase source (while the change is on its way, the customer's choice shows). */
function ProductsBody({ data, wizard }: { data: TYourProductsResponse; wizard: TWizard }) {
  const change = useChangeEnquiry();
  const shown = change.isPending && change.variables ? { ...wizard, ...change.variables } : wizard;
  const mode = shown.mode ?? wizard.mode;
  return (
    <>
      <EnquirySelector
        value={shown.natureEnquiry === 5 ? 2 : shown.natureEnquiry}
        onChange={(natureEnquiry) => change.mutate({ natureEnquiry })}
      />
      {shown.natureEnquiry === 2 && data.showRetailer ? (
        <PurchaseSourceSelector value={mode} onChange={(next) => change.mutate({ natureEnquiry: 2, mode: next })} />
      ) : null}
      <Divider />
      {wizard.mode === 'rma-status' ? (
        <RmaStatusPanel rmaNumberList={data.rmaNumberList} initialRmaNumber={data.rmaNumber} />
      ) : (
        // A new enquiry or source starts without the notices of the last one.
        <PurchasePanel key={`${wizard.natureEnquiry}:${wizard.mode}`} data={data} wizard={wizard} />
      )}
    </>
  );
}

/**
 * Your products (step 2): the nature of enquiry, where the product was bought, the order or the retail
 * products, and Next to the request step; or, for a status check, the RMA look-up. What it shows is the
 * server's: the products and the wizard from the query cache.
 */
export const YourProductsStep = memo(
  forwardRef<HTMLHeadingElement, { routeEnquiry: Enquiry | undefined }>(function YourProductsStep(
    { routeEnquiry },
    headingRef,
  ) {
    const { t } = useTranslation('products');
    const { store, language } = useStore();
    const products = useYourProducts(store);
    const wizard = useWizard(store);
    useRouteEnquiry(routeEnquiry, wizard.data, products.isSuccess && !products.isFetching);
    return (
      <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>
        <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby="products-title">
          <Stack gap="lg">
            <div>
              <Title order={2} size="h3" id="products-title" ref={headingRef} tabIndex={-1}>
                {t('products.title', { ns: 'home' })}
              </Title>
              <Text size="sm" c="gray.8" mt={4}>
                {t('description')}
              </Text>
            </div>
            {products.data && wizard.data ? (
              <ProductsBody data={products.data} wizard={wizard.data} />
            ) : (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('loading', { ns: 'common' })}</Text>
              </Group>
            )}
          </Stack>
        </Paper>
      </DatesProvider>
    );
  }),
);
