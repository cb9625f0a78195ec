/**
 * A module that only some calls need, imported at its first use and kept
 * (docs/decisions/0034-portal-memory-and-hot-answers.md): sharp, pdf-lib, bwip-js, yauzl and file-type serve
 * uploads and labels only, and each costs megabytes of memory and tens of milliseconds of start for a process that
 * may never issue a label. Calls made while the first import runs share
 * it; a failed import is tried again at the next call rather than kept as a failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
