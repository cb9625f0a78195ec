import nodemailer from 'nodemailer';

/** One e-mail as the worker hands it to SMTP. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  date: Date;
  headers: Record<string, string>;
}

/** What the worker needs of a transport: nodemailer's `sendMail` (a test may pass its own). */
export interface MailSender {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

/**
 * The SMTP transport of SMTP_URL (docs/mail.md#configuration): `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it), `smtps://…:465`, and nodemailer's URL options such as `?pool=true`. The time-outs are well
 * under the worker's lease, so a stuck server fails a delivery rather than outliving its claim.
 */
export function smtpTransport(url: string): MailSender {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}
