import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.js';
import { readStored } from '../../../lib/storage.js';
import { useStore } from '../../../lib/store-context.js';

/** Opens an uploaded file: the link needs the session's token, so it is fetched and shown from memory. */
async function openUpload(link: string, store: string) {
  const token = readStored('token');
  const url = new URL(link, window.location.origin);
  url.searchParams.set('store', store);
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'error', 'genericError', response.statusText);
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/** View a proof of purchase; a failure is the global error toast. */
export function useViewProof() {
  const { store } = useStore();
  const mutation = useMutation({ mutationFn: (link: string) => openUpload(link, store) });
  return mutation.mutate;
}
