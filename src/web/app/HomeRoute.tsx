import { HomePage } from '../features/home/HomePage.js';
import { YourRequestStep } from '../features/request/YourRequestStep.js';

/** The home flow: the home feature's steps, with the request feature's step as its last part. */
export function HomeRoute() {
  return <HomePage renderRequestStep={() => <YourRequestStep />} />;
}
