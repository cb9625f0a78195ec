import { z } from 'zod';
import { ZWizard } from './wizard.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PID_MAX_LENGTH } from '../limits.js';
import { ZInt32, ZLanguage, ZStore } from './common.js';

export const ZCountry = z.object({
  id: ZInt32,
  name: z.string(),
  store: ZStore,
  /** ISO 3166 alpha-2, for the shipping address and the return-label block. */
  code: z.string(),
  /** International dialling code; 886 is Taiwan, which asks for a personal ID. */
  phoneCode: ZInt32,
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZReplyLanguage = z.object({ id: ZLanguage, name: z.string() });

export const ZAuthenticateResponse = z.object({ token: z.string() });

export const ZYourDetailsResponse = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pid: z.string(),
  languageReply: z.string(),
  country: ZInt32.nullable(),
  countryList: z.array(ZCountry),
  languageReplyList: z.array(ZReplyLanguage),
  token: z.string(),
  clearCookies: z.boolean(),
  loggedIn: z.boolean(),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});
export type TYourDetailsResponse = z.infer<typeof ZYourDetailsResponse>;

export const ZYourDetailsBody = z.object({
  store: ZStore,
  firstName: z.string().max(NAME_MAX_LENGTH),
  lastName: z.string().max(NAME_MAX_LENGTH),
  email: z.string().max(EMAIL_MAX_LENGTH),
  country: ZInt32.nullable(),
  pid: z.string().max(PID_MAX_LENGTH).optional().default(''),
  languageReply: z.string().max(10),
});
export type TYourDetailsBody = z.infer<typeof ZYourDetailsBody>;

/** status: success, or member when a guest gave the email of a registered member. */
export const ZYourDetailsPostResponse = z.object({ status: z.string(), token: z.string(), wizard: ZWizard });

export const ZEmailStatusBody = z.object({ email: z.string().max(254), store: ZStore });
export const ZEmailStatusResponse = z.object({
  status: z.enum(['member', 'guest']),
  loggedIn: z.boolean(),
  token: z.string(),
});

export const ZNewsItem = z.object({ title: z.string(), url: z.string() });
export const ZRecentOrder = z.object({ orderNumber: z.string(), value: z.string() });
export const ZCustomerDetail = z.object({
  firstName: z.string(),
  icon: z.string(),
  news: z.array(ZNewsItem),
  orders: z.array(ZRecentOrder),
  staff: z.boolean(),
  membershipEnable: z.boolean(),
  loggedIn: z.boolean(),
  cartItemCount: ZInt32,
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

/** The customer detail of a guest, or of a member account that no longer exists: nothing to show. */
export const GUEST_CUSTOMER_DETAIL: TCustomerDetail = {
  firstName: '',
  icon: '',
  news: [],
  orders: [],
  staff: false,
  membershipEnable: false,
  loggedIn: false,
  cartItemCount: 0,
};

export const ZLoginByEstoreBody = z.object({ memberToken: z.string().min(1).max(4096) });
export const ZLoginByEstoreResponse = z.object({ email: z.string(), token: z.string() });
