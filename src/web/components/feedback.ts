import { notifications } from '@mantine/notifications';
import { TIMINGS } from '../../shared/limits.js';
import { ApiError } from '../lib/api.js';

export type ToastKind = 'error' | 'success' | 'info';

/** Shows a toast; durations come from the spec's timing table (8 s by default). */
export function showToast(message: string, kind: ToastKind = 'info', autoCloseMs: number = TIMINGS.toastMs) {
  notifications.show({
    message,
    color: kind === 'error' ? 'red' : kind === 'success' ? 'green' : 'blue',
    autoClose: autoCloseMs,
    withCloseButton: true,
  });
}

/**
 * The error toast of any failed call: the server's message when it sent one the customer can act on,
 * else "We encountered an error. Please try again." (passed in already translated).
 */
export function showErrorToast(error: unknown, genericMessage: string, autoCloseMs: number = TIMINGS.toastMs) {
  const useServerMessage = error instanceof ApiError && error.httpStatus < 500 && error.code !== 'genericError';
  showToast(useServerMessage ? error.message : genericMessage, 'error', autoCloseMs);
}
