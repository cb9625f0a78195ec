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

/** A value of one of the two storage areas; unavailable storage (private mode, quota) reads as nothing. */
function readFrom(area: () => Storage, name: string): string | null {
  try {
    return area().getItem(name);
  } catch {
    return null;
  }
}

/** Writes (or, for null, removes) a value; unavailable storage keeps nothing, and the page goes on without it. */
function writeTo(area: () => Storage, name: string, value: string | null): void {
  try {
    if (value === null) area().removeItem(name);
    else area().setItem(name, value);
  } catch {
    /* storage unavailable: the session still works for this page view; a reload shows the form, not the review */
  }
}

const local = () => window.localStorage;
const tab = () => window.sessionStorage;

export const readStored = (key: StorageKey) => readFrom(local, STORAGE_KEYS[key]);
export const writeStored = (key: StorageKey, value: string | null) => writeTo(local, STORAGE_KEYS[key], value);

/** Kept for this tab only, and gone with it: the request the customer is reviewing (features/request). */
export const TAB_STORAGE_KEYS = {
  review: 'rma.review',
} as const;
export type TabStorageKey = keyof typeof TAB_STORAGE_KEYS;

export const readTabStored = (key: TabStorageKey) => readFrom(tab, TAB_STORAGE_KEYS[key]);
export const writeTabStored = (key: TabStorageKey, value: string | null) => writeTo(tab, TAB_STORAGE_KEYS[key], value);
