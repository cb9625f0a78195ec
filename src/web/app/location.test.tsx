// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Switch, useLocation, useParams, useSearchParams } from 'wouter';
import { AppRouter, browserLocation, memoryLocation } from './location.js';

/** A page that waits for `ready`, as a lazy page waits for its chunk. */
function Waiting({ ready }: { ready: Promise<string> }) {
  return <p>{use(ready)}</p>;
}

function Home() {
  const [, navigate] = useLocation();
  return (
    <>
      <p>home page</p>
      <button onClick={() => navigate('/slow')}>go</button>
      <Link to="/">home link</Link>
    </>
  );
}

function Enquiry() {
  const { type } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <p>{`enquiry ${type} ${params.get('rmaNo')}`}</p>
      <Link to="/">back home</Link>
    </>
  );
}

function app(ready: Promise<string>) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/slow">
          <Waiting ready={ready} />
        </Route>
        <Route path="/enquiry/:type" component={Enquiry} />
        <Route>not found</Route>
      </Switch>
    </Suspense>
  );
}

describe('the app location', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the page on screen while the next one is not ready: a navigation is a transition', async () => {
    let resolve!: (text: string) => void;
    const ready = new Promise<string>((r) => (resolve = r));
    const history = memoryLocation('/rma');
    render(<AppRouter source={history}>{app(ready)}</AppRouter>);
    expect(screen.getByText('home page')).toBeTruthy();

    // In an awaited act: a transition that suspends inside fireEvent's synchronous act is never retried in jsdom.
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(history.entries).toEqual(['/rma', '/rma/slow']);
    // The page before stays, and the fallback never shows (wouter's own location hook would show it here).
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();

    await act(async () => resolve('slow page'));
    expect(await screen.findByText('slow page')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('writes the home page as /rma, in links and navigations', async () => {
    const history = memoryLocation('/rma/?store=us');
    render(<AppRouter source={history}>{app(Promise.resolve('x'))}</AppRouter>);
    const link = screen.getByRole('link', { name: 'home link' });
    expect(link.getAttribute('href')).toBe('/rma');
    fireEvent.click(link);
    await act(async () => {});
    expect(history.entries).toEqual(['/rma/?store=us', '/rma']);
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('reads the route parameters and the query, and matches paths whatever their case', () => {
    render(
      <AppRouter source={memoryLocation('/RMA/Enquiry/rma-status/?rmaNo=RMA1')}>{app(Promise.resolve('x'))}</AppRouter>,
    );
    expect(screen.getByText('enquiry rma-status RMA1')).toBeTruthy();
  });

  it('follows the browser back to the page before', async () => {
    window.history.replaceState(null, '', '/rma/enquiry/rma-status');
    render(<AppRouter source={browserLocation}>{app(Promise.resolve('x'))}</AppRouter>);
    expect(screen.getByText('enquiry rma-status null')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'back home' }));
    await act(async () => {});
    expect(window.location.pathname).toBe('/rma');
    expect(screen.getByText('home page')).toBeTruthy();

    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(window.location.pathname).toBe('/rma/enquiry/rma-status');
    expect(await screen.findByText('enquiry rma-status null')).toBeTruthy();
  });
});
