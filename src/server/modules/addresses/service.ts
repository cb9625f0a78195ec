import { sameEmail } from '../../../shared/rules/identifiers.js';
import {
  ADDRESS_MAX_LENGTH,
  addressFormFor,
  normalizePhone,
  validateAddress,
  type AddressField,
} from '../../../shared/rules/address.js';
import type { TAddress, TAddressInput, TYourAddressResponse } from '../../../shared/schemas/address.js';
import type { AppContext } from '../../context.js';
import { badRequest, FieldErrors, fieldMessage, type FieldMessage, notFound } from '../../lib/errors.js';
import type { Session } from '../session/service.js';
import { countriesByPhoneCodes, storeCountries, type CountryRow } from '../countries/repository.js';
import {
  addressById,
  addressesOf,
  insertAddress,
  lastUsedAddressId,
  lockAddressesOf,
  sameAddressId,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './repository.js';

type Ctx = AppContext;

function toApi(row: AddressRow): TAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile1: row.mobile1,
    mobile2: row.mobile2,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    district: row.district,
    postalCode: row.postalCode,
    vatNumber: row.vatNumber,
    countryId: row.countryId,
    countryName: row.countryName,
    countryCode: row.countryCode,
  };
}

/**
 * Countries a shipping address of the store may be in: the fixed lists of ph and ie (by dialling code, names as
 * docs/rules/address.md#address-forms-by-store writes them), else the store's own countries. Default first for the
 * latter.
 */
export async function shippingCountries(ctx: Ctx, session: Session): Promise<readonly CountryRow[]> {
  const fixed = addressFormFor(session.store).countryOptions;
  if (!fixed) return storeCountries(ctx.db, session.store, session.catalogueVersion);
  const known = await countriesByPhoneCodes(
    ctx.db,
    fixed.map((c) => c.phoneCode),
  );
  return fixed.flatMap((option) => {
    const country = known.find((c) => c.phoneCode === option.phoneCode);
    return country ? [{ ...country, name: option.name }] : [];
  });
}

/** The customer's country from their details when a shipping address may be there, else the store's default. */
async function defaultCountry(ctx: Ctx, session: Session, options: readonly CountryRow[]): Promise<CountryRow | null> {
  const chosen = session.state.details?.country;
  const own = options.find((c) => c.id === chosen);
  if (own) return own;
  const storeDefault = (await storeCountries(ctx.db, session.store, session.catalogueVersion))[0];
  return options.find((c) => c.id === storeDefault?.id) ?? storeDefault ?? options[0] ?? null;
}

/** The address page: 'fail' when no replacement waits for an address (the client goes back to the start). */
export async function yourAddress(ctx: Ctx, session: Session): Promise<TYourAddressResponse> {
  if (!session.state.pendingRequest || !session.email) {
    return {
      status: 'fail',
      items: [],
      address: null,
      countryCode: '',
      countryId: 0,
      countryName: '',
      countryOptions: [],
    };
  }
  const [rows, lastUsed, options] = await Promise.all([
    addressesOf(ctx.db, session.email, session.store),
    lastUsedAddressId(ctx.db, session.email, session.store),
    shippingCountries(ctx, session),
  ]);
  const items = rows.map(toApi);
  const country = await defaultCountry(ctx, session, options);
  return {
    status: 'success',
    items,
    address: items.find((a) => a.id === lastUsed) ?? items[0] ?? null,
    countryCode: country?.code ?? '',
    countryId: country?.id ?? 0,
    countryName: country?.name ?? '',
    countryOptions: options.map((c) => ({ id: c.id, name: c.name, phoneCode: c.phoneCode })),
  };
}

export function owns(session: Session, row: AddressRow | null): row is AddressRow {
  return row !== null && row.store === session.store && sameEmail(row.ownerEmail, session.email);
}

/**
 * Saves a new address once: the same values for the same owner (a double click, a retried request) answer the
 * address already saved, made the most recent. The look-up and the insert run under the owner's lock, so saves
 * sent at once make one address.
 */
function saveNewAddress(ctx: Ctx, values: AddressValues, now: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockAddressesOf(trx, ctx.dialect, values.ownerEmail, values.store);
    const same = await sameAddressId(trx, values);
    if (same === null) return insertAddress(trx, values, now);
    await updateAddress(trx, same, values, now);
    return same;
  });
}

/** Creates (id 0) or changes (an id the session's e-mail owns) a saved address; another's id is not found. */
export async function saveAddress(
  ctx: Ctx,
  session: Session,
  input: TAddressInput,
): Promise<{ status: 'success'; items: TAddress[]; id: number }> {
  if (!session.email) throw badRequest('enterEmail');
  const existing = input.id > 0 ? await addressById(ctx.db, input.id) : null;
  if (input.id > 0 && !owns(session, existing)) throw notFound('not-found', 'notFound');

  const trimmed = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    mobile1: normalizePhone(input.mobile1.trim()),
    mobile2: normalizePhone(input.mobile2.trim()),
    address1: input.address1.trim(),
    address2: input.address2.trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    district: input.district.trim(),
    postalCode: input.postalCode.trim(),
    vatNumber: input.vatNumber.trim(),
  };
  const form = addressFormFor(session.store);
  const options = await shippingCountries(ctx, session);
  const inOptions = options.some((c) => c.id === input.countryId);
  let countryId = inOptions ? input.countryId : 0;
  const errors: Partial<Record<AddressField, FieldMessage>> = {};
  for (const [field, key] of Object.entries(validateAddress(session.store, { ...trimmed, countryId })) as [
    AddressField,
    NonNullable<ReturnType<typeof validateAddress>[AddressField]>,
  ][]) {
    errors[field] = fieldMessage(key, ADDRESS_MAX_LENGTH[field as keyof typeof ADDRESS_MAX_LENGTH]);
  }
  // A country the form could not have offered is refused, even where the select is optional.
  if (input.countryId > 0 && !inOptions && form.fields.includes('countryId')) errors.countryId = { key: 'country' };
  const fieldErrors = Object.entries(errors);
  if (fieldErrors.length) {
    throw new FieldErrors(
      fieldErrors[0]![1].key,
      Object.fromEntries(fieldErrors.map(([field, m]) => [`address.${field}`, m])),
      fieldErrors[0]![1].values ?? {},
    );
  }
  // Without a country select the address is in the customer's (or the store's) country.
  if (countryId === 0) countryId = (await defaultCountry(ctx, session, options))?.id ?? 0;
  if (countryId === 0) throw badRequest('country', { 'address.countryId': 'country' });

  const values: AddressValues = {
    ...trimmed,
    ownerEmail: existing?.ownerEmail ?? session.email.trim(),
    store: session.store,
    countryId,
  };
  const now = ctx.now().toISOString();
  const id = existing ? existing.id : await saveNewAddress(ctx, values, now);
  if (existing) await updateAddress(ctx.db, existing.id, values, now);
  const items = (await addressesOf(ctx.db, session.email, session.store)).map(toApi);
  return { status: 'success', items, id };
}
