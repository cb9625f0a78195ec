/**
 * A module that only some calls need, imported at its first use and kept
 * (docs/decisions/0034-portal-memory-and-hot-answers.md): sharp, pdf-lib, bwip-js, yauzl and file-type serve
 * uploads and labels only, the layout's sanitiser its fragments and otpauth the staff's one-time codes, and each
 * costs memory and start time in a process that may never use it. Calls made while the first import runs share it;
 * a failed import is tried again at the next call rather than kept as a failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
