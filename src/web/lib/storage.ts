/**
 * What the portal keeps in browser storage: the session and member tokens, the store, and the last RMA's
 * numbers. The wizard's step and enquiry are not kept here: the server's session owns them. Every key is named
 * here once; storage failures (private mode, quota) degrade to "nothing stored".
 */
export const STORAGE_KEYS = {
  token: 'rma.token',
  memberToken: 'rma.memberToken',
  store: 'rma.store',
  country: 'rma.country',
  rmaNo: 'rma.rmaNo',
  rmaId: 'rma.rmaId',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEYS[key]);
    else window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    /* storage unavailable: the session still works for this page view */
  }
}
