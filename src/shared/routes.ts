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

/**
 * The pages the build pre-renders per store (scripts/prerender.ts): the home page and each enquiry page, the ones a
 * customer lands on, and the confirmation's frame (a saved or shared confirmation link). Name of the file → full
 * path.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  home: `${BASE_PATH}/`,
  ...Object.fromEntries(
    Object.keys(ENQUIRY_TYPE_ROUTES).map((type) => [`enquiry-${type}`, `${BASE_PATH}/enquiry/${type}`]),
  ),
  confirmation: `${BASE_PATH}${ROUTE_PATHS.confirmation}`,
};

/** The pre-rendered page of a full path (query left out), if the build pre-renders it. */
export function prerenderedPageOf(fullPath: string): string | undefined {
  const path = fullPath.replace(/\/+$/, '') || '/';
  if (path === BASE_PATH) return 'home';
  if (path === `${BASE_PATH}${ROUTE_PATHS.confirmation}`) return 'confirmation';
  const type = new RegExp(`^${BASE_PATH}/enquiry/([^/]+)$`).exec(path)?.[1];
  return type && Object.hasOwn(ENQUIRY_TYPE_ROUTES, type) ? `enquiry-${type}` : undefined;
}
