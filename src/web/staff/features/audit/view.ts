import { AUDIT_ACTION_PATTERN } from '../../../../shared/staff/audit.js';

/** The audit log's filters as the URL holds them: `/staff/audit?actor=…&rma=…&action=rma.*&from=…&to=…`. */
export interface AuditView {
  actor?: string | undefined;
  rma?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const AUDIT_VIEW_KEYS = ['actor', 'rma', 'action', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view of the URL; what is not valid is left out rather than failing the screen. */
export function auditViewFromParams(params: URLSearchParams): AuditView {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const action = text('action', 60);
  const view: AuditView = {
    actor: text('actor', 254),
    rma: text('rma', 64),
    action: action && AUDIT_ACTION_PATTERN.test(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
  };
  if (view.from && view.to && view.from > view.to) view.to = undefined;
  return view;
}

export function paramsOfAuditView(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_VIEW_KEYS) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const activeAuditFilters = (view: AuditView) => AUDIT_VIEW_KEYS.filter((key) => view[key]).length;
