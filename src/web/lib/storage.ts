/**
 * What the portal keeps in browser storage: the session and member tokens, the store, and the last RMA's
 * numbers; and for the tab alone (sessionStorage) the request under review. The wizard's step and enquiry are not
 * kept here: the server's session owns them. Every key is named here once; storage failures (private mode, quota)
 * degrade to "nothing stored".
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

/** Kept for this tab only, and gone with it: the request the customer is reviewing (features/request). */
export const TAB_STORAGE_KEYS = {
  review: 'rma.review',
} as const;
export type TabStorageKey = keyof typeof TAB_STORAGE_KEYS;

export function readTabStored(key: TabStorageKey): string | null {
  try {
    return window.sessionStorage.getItem(TAB_STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeTabStored(key: TabStorageKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(TAB_STORAGE_KEYS[key]);
    else window.sessionStorage.setItem(TAB_STORAGE_KEYS[key], value);
  } catch {
    /* storage unavailable: a reload shows the form instead of the review */
  }
}
