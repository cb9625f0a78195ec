import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta.js';
import { isChatOpen } from '../../lib/chat.js';
import { useWizard } from '../../lib/wizard.js';
import { ModeOfContact, type ContactMode } from './contact/ModeOfContact.js';
import { YourDetailsStep } from './details/YourDetailsStep.js';
import { enquiryOfRoute } from './flow.js';
import { YourProductsStep } from './products/YourProductsStep.js';

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

/**
 * The home page (/rma and /rma/enquiry/{type}): mode of contact, your details (step 1), your products
 * (from step 2) and the request step (from step 3, the request feature's, passed in by the app).
 */
export function HomePage({ renderRequestStep }: { renderRequestStep: () => ReactNode }) {
  const { type } = useParams();
  const routeEnquiry = enquiryOfRoute(type);
  const pageKey = routeEnquiry ? type! : 'home';
  usePageMeta(pageKey);
  const { t } = useTranslation('home');
  const { step } = useWizard();

  // Someone who is past step 1 (a reload) or has the chat open has chosen already.
  const [contactMode, setContactMode] = useState<ContactMode | null>(() =>
    isChatOpen() ? 'chat' : step >= 2 ? 'email' : null,
  );
  const [contactError, setContactError] = useState(false);
  const chooseContact = useCallback((mode: ContactMode) => {
    setContactMode(mode);
    setContactError(false);
  }, []);
  const contactMissing = useCallback(() => {
    setContactError(true);
    document.getElementById('contact-mode-email')?.focus();
  }, []);
  const autoContact = useCallback(() => {
    setContactMode((mode) => mode ?? 'email');
  }, []);

  const productsHeading = useRef<HTMLHeadingElement>(null);
  const requestSection = useRef<HTMLDivElement>(null);
  useRevealOnStep(
    step,
    2,
    useCallback(() => productsHeading.current, []),
  );
  useRevealOnStep(
    step,
    3,
    useCallback(() => requestSection.current, []),
  );

  return (
    <Stack gap="lg" pb="xl">
      <div>
        <Title order={1} size="h2">
          {t(`intro.title.${pageKey}`)}
        </Title>
        <Text c="gray.8" mt={6} maw={760}>
          {t('intro.text')}
        </Text>
      </div>
      <ModeOfContact value={contactMode} onChange={chooseContact} error={contactError} />
      <YourDetailsStep
        hasContactMode={contactMode !== null}
        onContactModeMissing={contactMissing}
        onAutoSubmit={autoContact}
      />
      {step >= 2 ? <YourProductsStep ref={productsHeading} routeEnquiry={routeEnquiry} /> : null}
      {step >= 3 ? (
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
