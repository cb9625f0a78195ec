import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { enquiryOfRoute } from '../../../shared/rules/enquiry.js';
import { FlowProgress } from '../../components/FlowProgress.js';
import { StepSummary } from '../../components/StepSummary.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { loadLaterTexts } from '../../i18n/index.js';
import { useStore } from '../../lib/store-context.js';
import { useWizard } from './api/get-wizard.js';
import { PRODUCTS_CHANGE_KEY, SERVICE_REQUIRED_KEY } from './api/mutation-keys.js';
import { useYourDetails } from './api/get-your-details.js';
import { useYourProducts } from './api/get-your-products.js';
import { ModeOfContact } from './contact/ModeOfContact.js';
import { useContactMode } from './contact/useContactMode.js';
import { YourDetailsStep } from './details/YourDetailsStep.js';
import { detailsSummary, productsSummary } from './flow/summaries.js';
import { useGuidedFlow, useLastSuccess, type OpenStep, type RequestStage } from './flow/useGuidedFlow.js';

// The products step (its date pickers, the RMA status view) is reached after the details: a chunk of its own,
// fetched with the later texts when the page is first focused or the step shows
// (docs/decisions/0031-front-end-first-paint.md).
const loadProductsStep = async () =>
  (await Promise.all([import('./products/YourProductsStep.js'), loadLaterTexts()]))[0];
const YourProductsStep = lazy(async () => ({ default: (await loadProductsStep()).YourProductsStep }));
// A failed preload is the step's to report when it renders (it loads again then).
const preloadProductsStep = () => void loadProductsStep().catch(() => undefined);

/** What the home page hands the request step: the contact details and the ways back, for its review. */
export interface RequestStepHost {
  /** The contact details in one line ("Alex Morgan · alex.us@example.com · United States"). */
  contact: string;
  /** The order (or other retailer) and the products in one line. */
  products: string;
  onChangeDetails: () => void;
  onChangeProducts: () => void;
  onStage: (stage: RequestStage) => void;
}

/** Brings the step that has just opened into view and moves focus to its heading (screen readers hear where). */
function useRevealOnOpen(open: OpenStep, element: (step: OpenStep) => HTMLElement | null) {
  const previous = useRef(open);
  useEffect(() => {
    const before = previous.current;
    previous.current = open;
    if (open === before) return;
    const frame = window.requestAnimationFrame(() => {
      const node = element(open);
      if (!node) return;
      node.scrollIntoView({ behavior: 'smooth', block: 'start' });
      node.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open, element]);
}

/** The headings the flow moves focus to when a step opens. */
function useStepRefs(open: OpenStep) {
  const details = useRef<HTMLHeadingElement>(null);
  const products = useRef<HTMLHeadingElement>(null);
  const request = useRef<HTMLDivElement>(null);
  useRevealOnOpen(
    open,
    useCallback(
      (step: OpenStep) =>
        step === 'details' ? details.current : step === 'products' ? products.current : request.current,
      [],
    ),
  );
  return { details, products, request };
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

/** The one-line summaries of the finished steps, from the cached answers of the server. */
function useSummaries() {
  const { t } = useTranslation('home');
  const { store, language } = useStore();
  const details = useYourDetails(store);
  const wizard = useWizard(store);
  const products = useYourProducts(store, (wizard.data?.step ?? 1) >= 2);
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  const known = products.data && wizard.data ? { data: products.data, wizard: wizard.data } : null;
  return {
    details: details.data ? detailsSummary(details.data, store, language) : '',
    products: known ? productsSummary(known.data, known.wizard, translate) : '',
    productsForReview: known ? productsSummary(known.data, known.wizard, translate, false) : '',
  };
}

/** Said while the products step's chunk is on its way. */
function StepLoading() {
  const { t } = useTranslation('common');
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}

/**
 * The home page (/rma and /rma/enquiry/{type}) and the one orchestrator of its flow: mode of contact, your
 * details (step 1), your products (from step 2) and the request step (from step 3, the request feature's,
 * passed in by the app). Which steps exist follows the server's wizard in the query cache; one of them is open at
 * a time, the finished ones fold into a summary with "Change" (docs/decisions/0030-guided-flow.md).
 */
export function HomePage({ renderRequestStep }: { renderRequestStep: (host: RequestStepHost) => ReactNode }) {
  const { type } = useParams();
  const routeEnquiry = enquiryOfRoute(type);
  const pageKey = routeEnquiry ? type! : 'home';
  usePageMeta(pageKey);
  const { t } = useTranslation('home');
  const { store } = useStore();
  const wizard = useWizard(store);
  const [edited, setEdited] = useState(false);
  const { serverStep, shown } = useShownStep(edited);
  const contact = useContactMode(serverStep);
  const flow = useGuidedFlow(shown, wizard.data, routeEnquiry);
  const summaries = useSummaries();

  const refs = useStepRefs(flow.open);
  const { reopen, onStage } = flow;
  const changeDetails = useCallback(() => reopen('details'), [reopen]);
  const changeProducts = useCallback(() => reopen('products'), [reopen]);
  const detailsOpen = flow.open === 'details';
  const productsOpen = flow.open === 'products';
  // The review lists everything itself; the folded steps above it would say it twice.
  const showSummaries = !flow.reviewing;

  return (
    <Stack gap="lg" pb="xl" data-wizard-step={shown} data-open-step={flow.open} onFocusCapture={preloadProductsStep}>
      <div>
        <Title order={1} size="h2">
          {t(`intro.title.${pageKey}`)}
        </Title>
        <Text c="gray.8" mt={6} maw={760}>
          {t(`intro.text.${pageKey}`)}
        </Text>
      </div>
      <FlowProgress steps={flow.steps} current={flow.current} />
      {detailsOpen ? (
        <ModeOfContact value={contact.mode} onChange={contact.choose} error={contact.error} />
      ) : showSummaries ? (
        <StepSummary id="details" title={t('details.title')} summary={summaries.details} onChange={changeDetails} />
      ) : null}
      <div hidden={!detailsOpen}>
        <YourDetailsStep
          ref={refs.details}
          step={serverStep ?? 1}
          hasContactMode={contact.mode !== null}
          onContactModeMissing={contact.missing}
          onAutoSubmit={contact.auto}
          onEdited={setEdited}
        />
      </div>
      {shown >= 2 && flow.open === 'request' && showSummaries ? (
        <StepSummary id="products" title={t('products.title')} summary={summaries.products} onChange={changeProducts} />
      ) : null}
      {shown >= 2 ? (
        <div hidden={!productsOpen}>
          <Suspense fallback={<StepLoading />}>
            <YourProductsStep ref={refs.products} routeEnquiry={routeEnquiry} />
          </Suspense>
        </div>
      ) : null}
      {shown >= 3 ? (
        <div
          ref={refs.request}
          tabIndex={-1}
          role="region"
          aria-label={t('request.region')}
          style={{ outline: 'none' }}
          hidden={flow.open !== 'request'}
        >
          {renderRequestStep({
            contact: summaries.details,
            products: summaries.productsForReview,
            onChangeDetails: changeDetails,
            onChangeProducts: changeProducts,
            onStage,
          })}
        </div>
      ) : null}
    </Stack>
  );
}
