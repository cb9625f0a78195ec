import { useMutationState } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { NatureOfEnquiry, RequestService } from '../../../../shared/codes.js';
import { enquiryForStore, type Enquiry } from '../../../../shared/rules/enquiry.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import type { FlowStep } from '../../../components/FlowProgress.js';
import { flowSteps } from '../../../components/FlowProgress.js';
import { useStore } from '../../../lib/store-context.js';
import { DETAILS_SAVE_KEY, SERVICE_REQUIRED_KEY } from '../api/mutation-keys.js';

/** When the last successful mutation with this key was sent (0 for none), from the mutation cache. */
export function useLastSuccess(mutationKey: readonly string[]): number {
  const times = useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  return Math.max(0, ...times);
}

/** Where the request step is: the service chosen and whether its review is open (the request feature says). */
export interface RequestStage {
  service: number | null;
  reviewing: boolean;
}

export type OpenStep = 'details' | 'products' | 'request';

/**
 * The journey's kind, for the steps it passes: the service chosen; else what the enquiry asks for. On the details
 * step of an enquiry route (/rma/enquiry/{type}) that is the route's (`routeEnquiry`, as the store reads it): the
 * products step tells the server so once it loads (useRouteEnquiry), and the wizard says it from then on.
 */
export function journeyKind(
  stage: RequestStage,
  wizard: TWizard | undefined,
  routeEnquiry?: Enquiry,
): 'refund' | 'replacement' | 'contact' {
  if (stage.service === RequestService.Refund) return 'refund';
  if (stage.service === RequestService.Repair) return 'replacement';
  if (stage.service === RequestService.ContactUs) return 'contact';
  if (routeEnquiry !== undefined) {
    if (routeEnquiry === NatureOfEnquiry.Status) return 'contact';
    return routeEnquiry === NatureOfEnquiry.Return ? 'refund' : 'replacement';
  }
  if (!wizard || wizard.mode === 'rma-status' || wizard.natureEnquiry === NatureOfEnquiry.Status) return 'contact';
  return wizard.natureEnquiry === NatureOfEnquiry.Return ? 'refund' : 'replacement';
}

/**
 * The guided flow over the wizard: one step open at a time. The open step is the step the page shows (the
 * server's, see HomePage), unless the customer chose "Change" on a finished one: that one stays open until its own
 * call is sent again (the details' save, the products' Next), whose answer then moves the wizard as the rules say.
 * `routeEnquiry` is the enquiry /rma/enquiry/{type} names, as the route says it; the store's reading is applied here.
 */
export function useGuidedFlow(shown: number, wizard: TWizard | undefined, routeEnquiry?: Enquiry) {
  const { store } = useStore();
  const [reopened, setReopened] = useState<{ step: 'details' | 'products'; at: number } | null>(null);
  const [stage, setStage] = useState<RequestStage>({ service: null, reviewing: false });
  const detailsSaved = useLastSuccess(DETAILS_SAVE_KEY);
  const productsSent = useLastSuccess(SERVICE_REQUIRED_KEY);
  const stillOpen = reopened !== null && (reopened.step === 'details' ? detailsSaved : productsSent) < reopened.at;
  let open: OpenStep = shown === 1 ? 'details' : shown === 2 ? 'products' : 'request';
  if (shown > 1 && stillOpen && (reopened.step === 'details' || shown === 3)) open = reopened.step;
  const reopen = useCallback((step: 'details' | 'products') => setReopened({ step, at: Date.now() }), []);
  const onStage = useCallback(
    (next: RequestStage) =>
      setStage((current) =>
        current.service === next.service && current.reviewing === next.reviewing ? current : next,
      ),
    [],
  );
  const reviewing = open === 'request' && stage.reviewing;
  const current: FlowStep = reviewing ? 'review' : open;
  const steps = flowSteps(
    journeyKind(
      shown === 3 ? stage : { service: null, reviewing: false },
      wizard,
      shown === 1 && routeEnquiry !== undefined ? enquiryForStore(routeEnquiry, store) : undefined,
    ),
  );
  return { open, reviewing, current, steps, reopen, onStage };
}
