import fp from 'fastify-plugin';
import { removeExpiredSessions } from '../modules/session/service.js';
import { expireLabels } from '../modules/labels/expiry.js';
import { removeOrphanedUploads } from '../modules/uploads/cleanup.js';

/** The jobs of the portal itself; others schedule theirs the same way, from their own plugin. */
export const SESSION_CLEANUP_JOB = 'sessions.cleanup';
export const UPLOAD_CLEANUP_JOB = 'uploads.cleanup';
export const LABEL_EXPIRY_JOB = 'labels.expire';

/**
 * Background jobs (docs/decisions/0014-job-engine.md): `app.ctx.jobs` is the engine. A plugin schedules a job
 * before the app is ready — `app.ctx.jobs.schedule(name, everySeconds, handler)` — and this plugin starts the
 * engine when the app is ready (the first runs happen then) and stops it, waiting for runs under way, on close.
 */
export default fp(
  async (app) => {
    const { ctx } = app;
    ctx.jobs.schedule(SESSION_CLEANUP_JOB, 3600, async () => ({ removed: await removeExpiredSessions(ctx) }));
    ctx.jobs.schedule(UPLOAD_CLEANUP_JOB, 3600, async () => removeOrphanedUploads(ctx), { timeoutSeconds: 900 });
    ctx.jobs.schedule(LABEL_EXPIRY_JOB, 3600, async () => expireLabels(ctx));
    app.addHook('onReady', async () => {
      await ctx.jobs.start(app.log.child({ component: 'jobs' }));
    });
    app.addHook('onClose', async () => {
      await ctx.jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);
