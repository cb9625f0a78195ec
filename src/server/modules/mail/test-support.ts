/**
 * Sample data of every e-mail event, for the render tests and for looking at the e-mails (docs/mail.md#looking-at-the-e-mails).
 * Not used by the app.
 */
import type { MailEvent, MailEvents } from './templates/index.js';

const STATUS_URL = 'https://returns.example.com/rma/confirmation?rmaNo=RMA00001234&rmaId=abc&store=us';
/** Customer-supplied text with markup and line breaks, which must arrive escaped in the HTML and as is in the text. */
export const HOSTILE_TEXT = 'It <b>broke</b> & "stopped" <script>alert(1)</script>\nSecond line';

export const SAMPLES: { [E in MailEvent]: MailEvents[E] } = {
  'rma-received': { rmaNo: 'RMA00001234', statusUrl: STATUS_URL, name: 'Alex Doe', type: 1 },
  'rma-approved': {
    rmaNo: 'RMA00001234',
    statusUrl: STATUS_URL,
    labelUrl: 'https://returns.example.com/api/labels/tok123',
    message: 'Please include the charger.',
  },
  'rma-rejected': { rmaNo: 'RMA00001234', statusUrl: STATUS_URL, message: HOSTILE_TEXT },
  'product-received': { rmaNo: 'RMA00001234', statusUrl: STATUS_URL },
  'refund-completed': {
    rmaNo: 'RMA00001234',
    statusUrl: STATUS_URL,
    currency: 'EUR',
    amount: 1234.5,
    shippingCharge: -4.99,
    storeCredit: 0,
    tax: 12.3,
  },
  'replacement-shipped': {
    rmaNo: 'RMA00001234',
    statusUrl: STATUS_URL,
    carrier: 'DHL',
    trackingNo: '00340434161094042557',
    trackingUrl: 'https://www.dhl.com/track?id=00340434161094042557',
  },
  'rma-cancelled': { rmaNo: 'RMA00001234', statusUrl: STATUS_URL },
  'staff-message': {
    rmaNo: 'RMA00001234',
    statusUrl: STATUS_URL,
    message: 'Could you send a photo of the serial label?',
  },
  'contact-acknowledged': { name: 'Alex Doe', message: HOSTILE_TEXT, days: 2 },
  'contact-reply': { reply: 'The charger is sold separately.\nKind regards', original: HOSTILE_TEXT },
  'staff-alert-rma': {
    rmaNo: 'RMA00001234',
    store: 'us',
    customer: 'alex@example.com',
    type: 2,
    products: 2,
    submittedAt: '2025-03-04T10:15:00.000Z',
  },
  'staff-alert-contact': {
    customer: 'alex@example.com',
    name: 'Alex Doe',
    channel: 'chat',
    message: HOSTILE_TEXT,
    submittedAt: '2025-03-04T10:15:00.000Z',
  },
};

/** One message an SMTP test server accepted, decoded enough to read. */
export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

export interface TestSmtp {
  url: string;
  port: number;
  /** Messages the server accepted (answered 250). */
  accepted: ReceivedMail[];
  /** Every message whose data the server read, accepted or not, in order. */
  seen: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package). `answer` decides the reply to each
 * message's data, by its 0-based position among all messages seen: undefined accepts it, an error code refuses it
 * (421 and 451 for "try later", 550 for "never"), and 'hang' never answers (the sender is killed mid-delivery).
 */
export async function startSmtp(
  answer: (index: number, mail: ReceivedMail) => number | 'hang' | undefined = () => undefined,
): Promise<TestSmtp> {
  const { SMTPServer } = await import('smtp-server');
  const accepted: ReceivedMail[] = [];
  const seen: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope);
        const index = seen.push(mail) - 1;
        const reply = answer(index, mail);
        if (reply === 'hang') return;
        if (reply === undefined) {
          accepted.push(mail);
          callback();
          return;
        }
        callback(
          Object.assign(new Error(reply < 500 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: reply }),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    accepted,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headerMap(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-Fa-f]{2})/)
    .flatMap((part) =>
      /^=[0-9A-Fa-f]{2}$/.test(part) ? [Number.parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMail(raw: string, envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] }) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headerMap(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  let text = '';
  let html = '';
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    const partHeaders = boundary ? headerMap(part.slice(0, at)) : headers;
    const content = decodeBody(boundary ? part.slice(at + 4) : part, partHeaders.get('content-transfer-encoding'));
    if ((partHeaders.get('content-type') ?? '').startsWith('text/html')) html = content;
    else text = content;
  }
  return {
    messageId: headers.get('message-id') ?? '',
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    to: envelope.rcptTo.map((r) => r.address),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    html,
    headers,
  };
}
