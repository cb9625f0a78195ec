import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { enquiryOfRoute } from '../../../shared/rules/enquiry.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { useStore } from '../../lib/store-context.js';
import { useMutationState } from '@tanstack/react-query';
import { useWizard } from './api/get-wizard.js';
import { PRODUCTS_CHANGE_KEY, SERVICE_REQUIRED_KEY } from './api/mutation-keys.js';
import { useYourProducts } from './api/get-your-products.js';
import { ModeOfContact } from './contact/ModeOfContact.js';
import { useContactMode } from './contact/useContactMode.js';
import { YourDetailsStep } from './details/YourDetailsStep.js';

// The products step (its date pickers, the RMA status view) is reached after the details: a chunk of its own,
// fetched when the page is first focused or the step shows (docs/decisions/0031-front-end-first-paint.md).
const loadProductsStep = () => import('./products/YourProductsStep.js');
const YourProductsStep = lazy(async () => ({ default: (await loadProductsStep()).YourProductsStep }));
const preloadProductsStep = () => void loadProductsStep();

/** Brings a newly shown step into view and moves focus to its heading (screen readers hear where they are). */
function useRevealOnStep(step: number, target: number, element: () => HTMLElement | null) {
  const previous = useRef(step);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step !== target || before >= target) return;
    const frame = window.requestAnimationFrame(() => {
      const node = element();
      if (!node) return;
      node.scrollIntoView({ behavior: 'smooth', block: 'start' });
      node.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [step, target, element]);
}

/** When the last successful mutation with this key was sent (0 for none), from the mutation cache. */
function useLastSuccess(mutationKey: readonly string[]): number {
  const times = useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  return Math.max(0, ...times);
}

/**
 * The step the page shows: the server's, except step 1 while the saved e-mail or country is being changed or
 * when the products failed to load (the error toast says why), and step 2 when the products, the order, the
 * enquiry or the source changed after the request step opened (Next opens it again).
 */
function useShownStep(edited: boolean) {
  const { store } = useStore();
  const wizard = useWizard(store);
  const serverStep = wizard.data?.step;
  const products = useYourProducts(store, serverStep !== undefined && serverStep >= 2);
  const changedSinceNext = useLastSuccess(PRODUCTS_CHANGE_KEY) > useLastSuccess(SERVICE_REQUIRED_KEY);
  if (serverStep === undefined || edited || products.isError) return { serverStep, shown: 1 };
  return { serverStep, shown: serverStep === 3 && changedSinceNext ? 2 : serverStep };
}

/**
 * The home page (/rma and /rma/enquiry/{type}) and the one orchestrator of its flow: mode of contact, your
 * details (step 1), your products (from step 2) and the request step (from step 3, the request feature's,
 * passed in by the app). Which steps show follows the server's wizard in the query cache.
 */
export function HomePage({ renderRequestStep }: { renderRequestStep: () => ReactNode }) {
  const { type } = useParams();
  const routeEnquiry = enquiryOfRoute(type);
  const pageKey = routeEnquiry ? type! : 'home';
  usePageMeta(pageKey);
  const { t } = useTranslation('home');
  const [edited, setEdited] = useState(false);
  const { serverStep, shown } = useShownStep(edited);
  const contact = useContactMode(serverStep);

  const productsHeading = useRef<HTMLHeadingElement>(null);
  const requestSection = useRef<HTMLDivElement>(null);
  useRevealOnStep(
    shown,
    2,
    useCallback(() => productsHeading.current, []),
  );
  useRevealOnStep(
    shown,
    3,
    useCallback(() => requestSection.current, []),
  );

  return (
    <Stack gap="lg" pb="xl" data-wizard-step={shown} onFocusCapture={preloadProductsStep}>
      <div>
        <Title order={1} size="h2">
          {t(`intro.title.${pageKey}`)}
        </Title>
        <Text c="gray.8" mt={6} maw={760}>
          {t('intro.text')}
        </Text>
      </div>
      <ModeOfContact value={contact.mode} onChange={contact.choose} error={contact.error} />
      <YourDetailsStep
        step={serverStep ?? 1}
        hasContactMode={contact.mode !== null}
        onContactModeMissing={contact.missing}
        onAutoSubmit={contact.auto}
        onEdited={setEdited}
      />
      {shown >= 2 ? (
        <Suspense
          fallback={
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('loading', { ns: 'common' })}</Text>
            </Group>
          }
        >
          <YourProductsStep ref={productsHeading} routeEnquiry={routeEnquiry} />
        </Suspense>
      ) : null}
      {shown >= 3 ? (
        <div
          ref={requestSection}
          tabIndex={-1}
          role="region"
          aria-label={t('request.region')}
          style={{ outline: 'none' }}
        >
          {renderRequestStep()}
        </div>
      ) : null}
    </Stack>
  );
}
