import { z } from 'zod';
import { ZWizard } from './wizard.js';
import { ZId, ZInt32, ZStore } from './common.js';

export const ZAddress = z.object({
  id: ZInt32,
  firstName: z.string(),
  lastName: z.string(),
  mobile1: z.string(),
  mobile2: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  district: z.string(),
  postalCode: z.string(),
  vatNumber: z.string(),
  countryId: ZInt32,
  countryName: z.string(),
  countryCode: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** An address as the form sends it: id 0 (or absent) creates a new one. */
export const ZAddressInput = z.object({
  id: ZId.optional().default(0),
  firstName: z.string().max(50).default(''),
  lastName: z.string().max(50).default(''),
  mobile1: z.string().max(25).default(''),
  mobile2: z.string().max(25).optional().default(''),
  address1: z.string().max(120).default(''),
  address2: z.string().max(120).optional().default(''),
  city: z.string().max(60).optional().default(''),
  state: z.string().max(60).optional().default(''),
  district: z.string().max(60).optional().default(''),
  postalCode: z.string().max(12).default(''),
  vatNumber: z.string().max(30).optional().default(''),
  countryId: ZInt32.optional().default(0),
});
export type TAddressInput = z.infer<typeof ZAddressInput>;

export const ZYourAddressResponse = z.object({
  /** fail: no request waits for an address (the client goes back to the base page). */
  status: z.string(),
  items: z.array(ZAddress),
  address: ZAddress.nullable(),
  countryCode: z.string(),
  countryId: ZInt32,
  countryName: z.string(),
  /** Countries a shipping address may be in, for stores with a country select (ph, ie). */
  countryOptions: z.array(z.object({ id: ZInt32, name: z.string(), phoneCode: ZInt32 })),
});
export type TYourAddressResponse = z.infer<typeof ZYourAddressResponse>;

export const ZAddressUpdateBody = z.object({ store: ZStore, address: ZAddressInput });
export const ZAddressUpdateResponse = z.object({ status: z.string(), items: z.array(ZAddress), id: ZInt32 });
export const ZAddressSubmitBody = z.object({
  store: ZStore,
  address: z.object({ id: ZId }),
  requestKey: z.string().min(8).max(64).optional(),
});
export const ZAddressSubmitResponse = z.object({
  status: z.string(),
  rmaNo: z.string(),
  rmaId: z.string(),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});
