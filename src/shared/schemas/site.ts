import { z } from 'zod';
import { ZStore } from './common.js';

/** Schemas of the site-wide calls (maintenance, layout) and of the built-in store side's sign-in. */

export const ZMaintenanceNotice = z.object({
  /** ISO instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The operator's text for the window; '' when none was given (the client shows its own). */
  message: z.string(),
});
export type TMaintenanceNotice = z.infer<typeof ZMaintenanceNotice>;

export const ZMaintenanceResponse = z.object({
  /** The workspace is hidden now: the client shows the maintenance page. */
  hidden: z.boolean(),
  /** The scheduled-maintenance notice to show now, or null. */
  notice: ZMaintenanceNotice.nullable(),
});
export type TMaintenanceResponse = z.infer<typeof ZMaintenanceResponse>;

/** Every scheduled-maintenance window, for the portal to judge on the browser clock. */
export const ZMaintenanceWindowsResponse = z.object({
  windows: z.array(
    z.object({
      /** ISO instants (UTC): the workspace is hidden from `hideFrom`, the site is down from `startsAt` to `endsAt`. */
      hideFrom: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** The operator's text for the window, in one language; '' when none. */
      message: z.string(),
    }),
  ),
});
export type TMaintenanceWindowsResponse = z.infer<typeof ZMaintenanceWindowsResponse>;

export const LAYOUT_FRAGMENTS = ['product-menu', 'side-menu', 'footer'] as const;
export type LayoutFragmentKind = (typeof LAYOUT_FRAGMENTS)[number];

export const ZStoreLoginBody = z.object({
  email: z.string().max(254),
  password: z.string().min(1).max(200),
  store: ZStore,
});
export type TStoreLoginBody = z.infer<typeof ZStoreLoginBody>;

/** The store side's json.aspx: a short-lived member token, '' when the browser has no store login. */
export const ZMemberTokenResponse = z.object({ memberToken: z.string() });
export type TMemberTokenResponse = z.infer<typeof ZMemberTokenResponse>;
