/**
 * A guest customer driven over HTTP, as the browser drives the portal: it prepares the sessions the measured
 * calls use. Only the public API is used; nothing of the server is imported.
 */
export interface Answer {
  status: number;
  // The answers are read loosely here: the API tests own their shapes.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class Guest {
  constructor(
    readonly base: string,
    readonly store: string,
    readonly token: string,
  ) {}

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  get(path: string, query: Record<string, string> = {}): Promise<Answer> {
    return this.send('GET', `${path}?${new URLSearchParams({ store: this.store, ...query }).toString()}`);
  }

  post(path: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.send('POST', path, { store: this.store, ...body });
  }

  /** Like post, but an answer other than 200 stops the benchmark with the answer. */
  async must(path: string, body: Record<string, unknown> = {}): Promise<Answer> {
    const answer = await this.post(path, body);
    if (answer.status !== 200) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
    }
    return answer;
  }

  /** The lines of one of the customer's orders (search-order). */
  async orderLines(orderNumber: string): Promise<{ sourceId: string }[]> {
    const answer = await this.must('/api/your-products/search-order', { keyword: orderNumber });
    const lines = answer.body?.orderList?.[0]?.items as { sourceId: string }[] | undefined;
    if (!lines) throw new Error(`order ${orderNumber} not found: ${JSON.stringify(answer.body).slice(0, 400)}`);
    return lines;
  }

  /** Selects the order's lines for a refund (1) or a repair (2) and completes the products step. */
  async chooseOrder(orderNumber: string, nature: 1 | 2): Promise<{ sourceId: string }[]> {
    const lines = await this.orderLines(orderNumber);
    for (const line of lines) {
      const selected = await this.must('/api/your-products/select', { keyword: line.sourceId, action: nature });
      if (selected.body?.status !== 'success')
        throw new Error(`select: ${JSON.stringify(selected.body).slice(0, 400)}`);
    }
    const done = await this.must('/api/your-products/service-required', { natureEnquiry: nature, orderNumber });
    if (done.body?.status !== 'success') throw new Error(`service-required: ${JSON.stringify(done.body)}`);
    return lines;
  }
}

/** A new guest session of the store with "your details" given (step 2). */
export async function guest(base: string, store: string, email: string, country: number): Promise<Guest> {
  const response = await fetch(`${base}/api/your-details/authenticate?store=${store}`, { method: 'POST' });
  if (!response.ok) throw new Error(`authenticate answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const customer = new Guest(base, store, token);
  const answer = await customer.must('/api/your-details', {
    firstName: 'Alex',
    lastName: 'Bench',
    email,
    country,
    pid: '',
    languageReply: 'en',
  });
  if (answer.body?.status !== 'success') throw new Error(`your-details: ${JSON.stringify(answer.body)}`);
  // Saving the details may hand out a new token for the session.
  return new Guest(base, store, (answer.body.token as string | undefined) || token);
}

/** Runs `work` for 0..count-1, `parallel` at a time, and returns the results in order. */
export async function inParallel<T>(count: number, parallel: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}
