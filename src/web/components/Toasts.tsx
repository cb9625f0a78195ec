import { Notifications } from '@mantine/notifications';

/**
 * The toasts: their container and their store, one chunk with its styles (scripts/build/mantine-css.ts puts them
 * beside this module), loaded by the app's providers and by the first toast (feedback.ts), never with the first
 * paint. A toast raised before the container has mounted waits in the store and shows when it does.
 */
export { notifications } from '@mantine/notifications';

export default function Toasts() {
  return <Notifications position="top-center" zIndex={4000} />;
}
