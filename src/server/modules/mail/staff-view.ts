import type { TMailDetail, TMailList, TMailListQuery } from '../../../shared/schemas/mail.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { assertCan } from '../staff/access.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { getMail, listMail } from './read.js';

/** The console's mail view as a staff user reads it: any role that reads, within the user's stores. */
export async function staffMailList(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: TMailListQuery,
): Promise<TMailList> {
  assertCan(staff, 'read');
  return listMail(ctx, { ...query, scope: staff.stores });
}

/** One e-mail of the user's stores; another store's answers like a missing one. */
export async function staffMail(ctx: Pick<AppContext, 'db'>, staff: StaffPrincipal, id: string): Promise<TMailDetail> {
  assertCan(staff, 'read');
  const mail = await getMail(ctx, id, staff.stores);
  if (!mail) throw notFound('not-found', 'notFound');
  return mail;
}
