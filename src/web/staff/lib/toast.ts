import { notifications } from '@mantine/notifications';

let closeLabel = 'Close';
/** The accessible name of a toast's close button, in the interface language (the app keeps it current). */
export function setToastCloseLabel(label: string) {
  closeLabel = label;
}

/** A toast; the same text twice while the first still shows is one toast. Errors interrupt a screen reader. */
export function toast(message: string, kind: 'error' | 'success' = 'success') {
  notifications.show({
    id: `staff:${kind}:${message}`,
    message,
    color: kind === 'error' ? 'red' : 'green',
    autoClose: kind === 'error' ? 10_000 : 5_000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': closeLabel },
    role: kind === 'error' ? 'alert' : 'status',
  });
}
