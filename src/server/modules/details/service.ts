import { LANGUAGES, LANGUAGE_NATIVE_NAME, isLanguage, type Language } from '../../../shared/languages.js';
import { validateYourDetails, type YourDetailsErrors, type YourDetailsField } from '../../../shared/rules/details.js';
import type {
  TCountry,
  TCustomerDetail,
  TYourDetailsBody,
  TYourDetailsResponse,
} from '../../../shared/schemas/details.js';
import { GUEST_CUSTOMER_DETAIL } from '../../../shared/schemas/details.js';
import { languageOfStore, type Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import { storeCountries } from '../countries/repository.js';
import {
  createSession,
  endSession,
  setSessionMember,
  updateSession,
  verifyMemberToken,
  type Session,
} from '../session/service.js';
import type { WizardState } from '../session/state.js';
import { storeSignOut } from '../store-side/service.js';

type Ctx = AppContext;

/** Field order of the form: the first failing field names the answer's message. */
const FIELD_ORDER: YourDetailsField[] = ['firstName', 'lastName', 'email', 'country', 'languageReply', 'pid'];

/** The 8 interface languages named in themselves, the store's own first. */
function replyLanguages(store: Store): { id: Language; name: string }[] {
  const own = languageOfStore(store);
  return [own, ...LANGUAGES.filter((l) => l !== own)].map((id) => ({ id, name: LANGUAGE_NATIVE_NAME[id] }));
}

/** What the customer did under the previous e-mail belongs to that e-mail: products, reasons, request. */
function forgetProducts(state: WizardState) {
  state.lines = {};
  state.reasons = {};
  state.service = 0;
  state.pendingRequest = null;
  state.orderNumber = '';
  state.rmaNumber = '';
}

/** The countries a store's select offers, its default first. */
async function countriesOf(ctx: Ctx, session: Session): Promise<TCountry[]> {
  const { store } = session;
  const rows = await storeCountries(ctx.db, store, session.catalogueVersion);
  return rows.map((c) => ({ id: c.id, name: c.name, store, code: c.code, phoneCode: c.phoneCode }));
}

/** The saved country, else the store's only one, else none. */
function defaultCountry(countries: TCountry[]): number | null {
  return countries.length === 1 ? countries[0]!.id : null;
}

/** The member of a member session; a member who no longer exists ends the session. */
async function memberOf(ctx: Ctx, session: Session) {
  if (session.memberId === null) return null;
  const member = await ctx.platform.members.findById(session.memberId);
  if (!member) {
    await endSession(ctx, session);
    throw unauthorized();
  }
  return member;
}

/**
 * Validates and saves the details and moves the wizard to step 2. Answers 'member' when a guest gave
 * the e-mail of a registered member (the details are saved; the client offers the sign-in).
 */
export async function saveDetails(
  ctx: Ctx,
  session: Session,
  body: TYourDetailsBody,
  token: string,
): Promise<{ status: 'success' | 'member'; token: string }> {
  const member = await memberOf(ctx, session);
  const countries = await countriesOf(ctx, session);
  const country = body.country === null ? undefined : countries.find((c) => c.id === body.country);
  const email = member ? member.email : normaliseEmail(body.email);
  const { errors, pid } = validateYourDetails(
    { ...body, email, country: body.country },
    { countryPhoneCode: country?.phoneCode },
  );
  const extra: YourDetailsErrors = {};
  if (body.country !== null && body.country > 0 && !country) extra.country = 'selectCountry';
  if (body.languageReply.trim() !== '' && !isLanguage(body.languageReply.trim()))
    extra.languageReply = 'selectLanguage';
  const all: YourDetailsErrors = { ...extra, ...errors };
  const failing = FIELD_ORDER.filter((f) => all[f]);
  if (failing.length) {
    const fields = Object.fromEntries(failing.map((f) => [f, all[f]!]));
    throw badRequest(all[failing[0]!]!, fields);
  }

  const registered = !member && (await ctx.platform.members.findByEmail(email)) !== null;
  await updateSession(ctx, session, (state) => {
    const previousEmail = state.details?.email;
    state.details = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email,
      country: country!.id,
      pid,
      languageReply: body.languageReply.trim(),
    };
    if (previousEmail !== undefined && previousEmail !== email) forgetProducts(state);
    state.emailRegistered = member ? null : { email, registered };
    state.countryCode = country!.code;
    state.step = 2;
  });
  return { status: registered ? 'member' : 'success', token };
}

/**
 * Attaches the member a (fresh) member token names to the session, and fills the details from the
 * account. The bearer token stays the same: uploads and the wizard state are keyed by the session.
 */
export async function loginByEstore(
  ctx: Ctx,
  session: Session,
  memberToken: string,
  token: string,
): Promise<{ email: string; token: string }> {
  const memberId = await verifyMemberToken(ctx, memberToken);
  const member = memberId === null ? null : await ctx.platform.members.findById(memberId);
  if (!member) throw unauthorized();
  const countries = await countriesOf(ctx, session);
  await setSessionMember(ctx, session, member.id, member.email);
  await updateSession(ctx, session, (state) => {
    const previous = state.details;
    const sameEmail = previous?.email === member.email;
    if (previous && !sameEmail) forgetProducts(state);
    state.details = {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      country: previous?.country ?? defaultCountry(countries),
      pid: previous?.pid ?? '',
      languageReply: previous?.languageReply ?? languageOfStore(session.store),
    };
    state.emailRegistered = null;
    state.countryCode = countries.find((c) => c.id === state.details?.country)?.code ?? '';
    // Another e-mail's orders are another flow: back to the details step
    // (docs/rules/details.md#step-1-mode-of-contact-and-your-details).
    if (!sameEmail) state.step = 1;
  });
  return { email: member.email, token };
}

/** A new guest session for the store. */
export async function startGuestSession(ctx: Ctx, store: Store): Promise<{ token: string }> {
  const { token } = await createSession(ctx, store);
  return { token };
}

/** GET your-details: what the form shows (saved details, else the member's account), its lists, the token. */
export async function yourDetails(
  ctx: Ctx,
  session: Session,
  token: string,
): Promise<Omit<TYourDetailsResponse, 'wizard'>> {
  const member = await memberOf(ctx, session);
  const countries = await countriesOf(ctx, session);
  const saved = session.state.details;
  return {
    firstName: saved?.firstName ?? member?.firstName ?? '',
    lastName: saved?.lastName ?? member?.lastName ?? '',
    // A member acts for their own e-mail only.
    email: member?.email ?? saved?.email ?? '',
    pid: saved?.pid ?? '',
    languageReply: saved?.languageReply ?? languageOfStore(session.store),
    country: saved?.country ?? defaultCountry(countries),
    countryList: countries,
    languageReplyList: replyLanguages(session.store),
    token,
    // A guest's name cookies let a new session (after an expired token's reload) continue where the
    // customer was, through the details step's auto-submit; a member's account replaces them.
    clearCookies: member !== null,
    loggedIn: member !== null,
  };
}

/** Whether an e-mail belongs to a registered member. */
export async function emailStatus(ctx: Ctx, session: Session, email: string, token: string) {
  const registered = email.trim() !== '' && (await ctx.platform.members.findByEmail(email)) !== null;
  return {
    status: registered ? ('member' as const) : ('guest' as const),
    loggedIn: session.memberId !== null,
    token,
  };
}

/** The account menu's data: the member's, or the empty guest's. */
export async function customerDetail(ctx: Ctx, session: Session): Promise<TCustomerDetail> {
  const member = await memberOf(ctx, session);
  if (!member) return GUEST_CUSTOMER_DETAIL;
  return ctx.platform.members.customerDetail(member.id, session.store);
}

/** Signs out: the session ends, and so does the store-side login of this browser. */
export async function logout(
  ctx: Ctx,
  session: Session,
  storeLoginCookie: string | undefined,
): Promise<{ status: 'success' }> {
  await endSession(ctx, session);
  await storeSignOut(ctx, storeLoginCookie);
  return { status: 'success' };
}
