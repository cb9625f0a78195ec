/**
 * Where the account menu's links go on the store's own site, relative to the store's base address there
 * (the page shell passes that base in, e.g. https://www.example.com/us).
 */
export const ACCOUNT_PATHS = {
  orders: '/account/orders',
  order: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}`,
  membership: '/account/membership',
  profile: '/account/profile',
  contactUs: '/contact',
} as const;

/** The store side's sign-in page for the embedded frame, and its member-token call (served by this server). */
export const SIGN_IN_PAGE = '/store/account/signup';
export const MEMBER_TOKEN_URL = '/js/store/json.aspx';
