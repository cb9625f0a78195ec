export async function benchScale(_o: unknown, _r: unknown): Promise<void> {}
