import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { mailViewFromParams, paramsOfMailView, type MailView } from './view.js';

/** The mail view, read from and written to the URL; changing a filter closes the open e-mail. */
export function useMailView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => mailViewFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<MailView>) => {
      setParams((current) => paramsOfMailView({ ...mailViewFromParams(current), id: undefined, ...change }), {
        replace: true,
      });
    },
    [setParams],
  );
  /** The URL of the view with another e-mail open (a link, so it opens in a new tab too). */
  const hrefOf = useCallback((id: string | undefined) => `?${paramsOfMailView({ ...view, id }).toString()}`, [view]);
  return { view, update, hrefOf };
}
