import type { TInboxConversation, TInboxMessage, TInboxPage, TInboxRow } from '../../../../shared/staff/inbox.js';

/** Canned answers of the inbox calls for the component tests, in the shapes of the shared contract. */
export function inboxRow(n: number, overrides: Partial<TInboxRow> = {}): TInboxRow {
  return {
    id: n,
    store: 'us',
    channel: 'contact',
    status: 'open',
    email: `customer${n}@example.com`,
    customerName: `Customer ${n}`,
    language: 'en',
    preview: `Question ${n}`,
    createdAt: '2026-11-20T10:00:00Z',
    waitingSince: '2026-11-20T10:00:00Z',
    dueAt: '2026-11-24T10:00:00Z',
    late: false,
    answeredAt: null,
    assigneeId: null,
    ...overrides,
  };
}

export function inboxPage(items: TInboxRow[], overrides: Partial<TInboxPage> = {}): TInboxPage {
  return { items, nextCursor: null, openCount: items.length, oldestUnanswered: null, ...overrides };
}

export function inboxMessage(id: number, author: 'customer' | 'staff', body: string): TInboxMessage {
  return {
    id,
    at: `2026-11-20T10:0${Math.min(id, 9)}:00Z`,
    author,
    name: author === 'staff' ? 'Robin Staff' : '',
    body,
    staffId: author === 'staff' ? 7 : null,
  };
}

export function conversation(n: number, overrides: Partial<TInboxConversation> = {}): TInboxConversation {
  return {
    ...inboxRow(n),
    customer: { email: `customer${n}@example.com`, firstName: 'Customer', lastName: String(n), language: 'en' },
    messages: [inboxMessage(0, 'customer', `Question ${n}`)],
    rmas: [],
    ...overrides,
  };
}

/** A stand-in for the browser's WebSocket: records what the console sends and lets the test answer. */
export class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  static get last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.drop(1000);
  }
  /** The server accepted the socket and said which stores the user is online for. */
  open(stores: string[] = ['us', 'uk']) {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
    this.receive({ type: 'ready', stores });
  }
  receive(frame: object) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }));
  }
  drop(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

export const FakeWebSocket = FakeSocket as unknown as typeof WebSocket;
