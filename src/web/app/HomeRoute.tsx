import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { HomePage } from '../features/home/HomePage.js';
import { loadLaterTexts } from '../i18n/index.js';

// The request step is reached only after products are chosen: fetch it, and the later texts, when it is first shown.
const YourRequestStep = lazy(async () => {
  const [step] = await Promise.all([import('../features/request/YourRequestStep.js'), loadLaterTexts()]);
  return { default: step.YourRequestStep };
});

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
