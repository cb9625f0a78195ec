import { z } from 'zod';

const ZWindow = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  hideFrom: z.string().optional(),
  showNoticeFrom: z.string().optional(),
  showNoticeUntil: z.string().optional(),
  /** The operator's text for the window, in one language; '' when none. */
  message: z.string().optional(),
});

/** GET /api/maintenance/windows: every configured window. */
export const ZWindows = z.object({ windows: z.array(ZWindow) });
