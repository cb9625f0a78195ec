/**
 * Runs before every unit test file (vitest.config.ts). In the component tests (jsdom): a `findBy…` or `waitFor`
 * waits up to 5 s for what the customer or agent would see, not testing-library's 1 s. On a loaded machine (the
 * unit tests beside the PostgreSQL leg and a build) a lazily loaded chunk or a held answer took longer than 1 s to
 * appear, and the test failed for the machine's sake, not the component's. The server's tests load nothing here.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
