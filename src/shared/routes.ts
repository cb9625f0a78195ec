import { ENQUIRY_TYPE_ROUTES } from './codes.js';

/** Base path the portal is served under. */
export const BASE_PATH = '/rma';

/** Paths of the route table (docs/rules/shell.md#routes), relative to the base path. */
export const ROUTE_PATHS = {
  home: '/',
  enquiry: '/enquiry/:type',
  address: '/address',
  confirmation: '/confirmation',
  contactUsSuccess: '/contact-us-success',
  maintenance: '/maintenance',
} as const;

/** Whether a full path (with /rma) is a route of the app; anything else shows Not Found. */
export function isKnownRoute(fullPath: string): boolean {
  if (fullPath !== BASE_PATH && !fullPath.startsWith(`${BASE_PATH}/`)) return false;
  const rest = fullPath.slice(BASE_PATH.length).replace(/\/+$/, '') || '/';
  if (rest === '/') return true;
  const enquiry = /^\/enquiry\/([^/]+)$/.exec(rest);
  if (enquiry) return enquiry[1]! in ENQUIRY_TYPE_ROUTES;
  return [
    ROUTE_PATHS.address,
    ROUTE_PATHS.confirmation,
    ROUTE_PATHS.contactUsSuccess,
    ROUTE_PATHS.maintenance,
  ].includes(rest as '/address');
}
