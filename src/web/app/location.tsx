import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { BASE_PATH } from '../../shared/routes.js';

/**
 * Where the customer app is, for wouter's router (docs/decisions/0041-router-wouter.md). wouter reads the address
 * through `useSyncExternalStore` by default, and React renders such an update at once, never as a transition: a
 * page whose chunk is not in yet would blank the workspace under the shell while it loads. Here the address is
 * React state, changed inside `startTransition`, so the page before stays on screen until the next one can render,
 * as it did under React Router.
 */
export interface AppLocation {
  /** The full path, with /rma. */
  path: string;
  /** The query, without its `?`. */
  search: string;
}

/** Where the app's navigations go: the browser's history, or (pre-render, tests) a list kept in memory. */
export interface LocationSource {
  read(): AppLocation;
  go(to: string, replace: boolean): void;
  /** Calls `changed` on every change made outside `go` (the browser's back and forward); returns the unsubscribe. */
  listen(changed: () => void): () => void;
}

function split(url: string): AppLocation {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at + 1) };
}

/** The browser's address bar and history. */
export const browserLocation: LocationSource = {
  read: () => ({ path: window.location.pathname, search: window.location.search.slice(1) }),
  go: (to, replace) => window.history[replace ? 'replaceState' : 'pushState'](null, '', to),
  listen(changed) {
    window.addEventListener('popstate', changed);
    return () => window.removeEventListener('popstate', changed);
  },
};

/** A history kept in memory, starting at `url` (a full path, with its query): the pre-render and the tests. */
export function memoryLocation(url: string): LocationSource & { entries: string[] } {
  const entries = [url];
  return {
    entries,
    read: () => split(entries[entries.length - 1]!),
    go(to, replace) {
      if (replace) entries[entries.length - 1] = to;
      else entries.push(to);
    },
    listen: () => () => {},
  };
}

interface LocationState {
  at: AppLocation;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const LocationContext = createContext<LocationState | null>(null);

function useLocationState(): LocationState {
  const state = use(LocationContext);
  if (!state) throw new Error('useLocationState: outside AppRouter');
  return state;
}

/** wouter's location hook: the full path, and the navigation (to a full path, which wouter builds from base). */
function useAppLocation(): [string, LocationState['navigate']] {
  const { at, navigate } = useLocationState();
  return [at.path, navigate];
}

function useAppSearch(): string {
  return useLocationState().at.search;
}

/** The home page is /rma, as the store sites' links and React Router wrote it, not /rma/. */
function withoutHomeSlash(to: string): string {
  const home = `${BASE_PATH}/`;
  return to === home || to.startsWith(`${home}?`) ? BASE_PATH + to.slice(home.length) : to;
}

/**
 * The customer app's router, under /rma: every `Link`, `useLocation`, `useParams` and `useSearchParams` below reads
 * this location, and every navigation renders as a transition.
 */
export function AppRouter({ source = browserLocation, children }: { source?: LocationSource; children: ReactNode }) {
  const [at, setAt] = useState(source.read);
  useEffect(() => source.listen(() => startTransition(() => setAt(source.read()))), [source]);
  const navigate = useCallback<LocationState['navigate']>(
    (to, options) => {
      source.go(withoutHomeSlash(to), options?.replace ?? false);
      startTransition(() => setAt(source.read()));
    },
    [source],
  );
  const value = useMemo(() => ({ at, navigate }), [at, navigate]);
  return (
    <LocationContext value={value}>
      <Router base={BASE_PATH} hook={useAppLocation} searchHook={useAppSearch} hrefs={withoutHomeSlash}>
        {children}
      </Router>
    </LocationContext>
  );
}
