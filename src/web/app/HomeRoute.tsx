import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { HomePage } from '../features/home/HomePage.js';

// The request step is reached only after products are chosen: fetch it when it is first shown.
const YourRequestStep = lazy(async () => ({
  default: (await import('../features/request/YourRequestStep.js')).YourRequestStep,
}));

/**
 * The home flow: the home feature's steps, with the request feature's step as its last part. The home page lends
 * the request step the contact details and the ways back to the earlier steps, for its review.
 */
export function HomeRoute() {
  return (
    <HomePage
      renderRequestStep={(host) => (
        <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
          <YourRequestStep host={host} />
        </Suspense>
      )}
    />
  );
}
