import type { z } from 'zod';
import { ZStaffUserCreate } from '../../../../shared/staff/users.js';

/** A list of stores names at least one: a user of no store would see nothing at all, so the console never offers it. */
const someStore = (input: { stores: '*' | readonly string[] }) => input.stores === '*' || input.stores.length > 0;

/** The create form: the contract's schema, and at least one store. */
export const ZCreateUserForm = ZStaffUserCreate.refine(someStore, { path: ['stores'] });
export type TCreateUserFormInput = z.input<typeof ZCreateUserForm>;
export type TCreateUserForm = z.output<typeof ZCreateUserForm>;

/** The details part of the edit form: name, role and stores, as the contract has them. */
export const ZEditUserForm = ZStaffUserCreate.pick({ name: true, role: true, stores: true }).refine(someStore, {
  path: ['stores'],
});
export type TEditUserFormInput = z.input<typeof ZEditUserForm>;
export type TEditUserForm = z.output<typeof ZEditUserForm>;
