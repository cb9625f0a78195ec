import { useEffect, useRef } from 'react';
import { enquiryForStore, type Enquiry } from '../../../../shared/rules/enquiry.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { useStore } from '../../../lib/store-context.js';
import { useChangeEnquiry } from '../api/change-enquiry.js';

/**
 * The route (/rma/enquiry/{type}) names an enquiry: when the server's differs, the server is told once per
 * route, and its answer (the wizard) is what shows. It waits until the products are loaded (`settled`), so that
 * the products' answer, which carries the wizard as it was, cannot arrive after the change and undo it.
 */
export function useRouteEnquiry(routeEnquiry: Enquiry | undefined, wizard: TWizard | undefined, settled: boolean) {
  const { store } = useStore();
  const { mutate } = useChangeEnquiry();
  const told = useRef<Enquiry | undefined>(undefined);
  const wanted = routeEnquiry === undefined ? undefined : enquiryForStore(routeEnquiry, store);
  const current = settled ? wizard?.natureEnquiry : undefined;
  useEffect(() => {
    if (wanted === undefined || current === undefined || told.current === wanted) return;
    told.current = wanted;
    if (wanted !== current) mutate({ natureEnquiry: wanted });
  }, [wanted, current, mutate]);
}
