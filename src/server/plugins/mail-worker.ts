import fp from 'fastify-plugin';
import type { MailSender } from '../modules/mail/transport.js';
import { DEFAULT_BATCH, deliverDue } from '../modules/mail/worker.js';

/** The job that delivers the outbox (docs/mail.md#delivery). */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** Batches delivered back to back in one run at most, so a backlog drains without holding the job for long. */
const MAX_BATCHES_PER_RUN = 20;

/**
 * The outbox's delivery, as a job of the job engine (docs/decisions/0014-job-engine.md): every MAIL_POLL_SECONDS,
 * `deliverDue` over SMTP_URL's transport, or with none (no SMTP_URL) marking the e-mails kept for the console's
 * mail view. On PostgreSQL one instance delivers at a time; `deliverDue`'s claims keep it safe even if two did.
 * Off when MAIL_WORKER is false (tests, or an instance that only serves).
 */
export default fp(
  async (app, options: { transport?: MailSender | null } = {}) => {
    const { ctx } = app;
    if (!ctx.config.mailWorker) return;
    const transport =
      options.transport !== undefined
        ? options.transport
        : ctx.config.smtpUrl
          ? // nodemailer is imported only when there is an SMTP server to deliver to.
            (await import('../modules/mail/transport.js')).smtpTransport(ctx.config.smtpUrl)
          : null;
    let closing = false;
    ctx.jobs.schedule(MAIL_DELIVERY_JOB, ctx.config.mailPollMs / 1000, async () => {
      const totals = { claimed: 0, sent: 0, kept: 0, retried: 0, failed: 0 };
      for (let round = 0; round < MAX_BATCHES_PER_RUN && !closing; round++) {
        const report = await deliverDue(ctx, transport);
        totals.claimed += report.claimed;
        totals.sent += report.sent;
        totals.kept += report.kept;
        totals.retried += report.retried;
        totals.failed += report.failed;
        if (report.claimed < DEFAULT_BATCH) break;
      }
      return totals;
    });
    app.addHook('onClose', async () => {
      closing = true;
      transport?.close?.();
    });
  },
  { name: 'mail-worker', dependencies: ['context', 'jobs'] },
);
