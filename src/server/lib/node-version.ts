/** The oldest Node the portal runs on: package.json's `engines` (docs/decisions/0006-node-24.md). */
export const OLDEST_NODE = [24, 11] as const;

/**
 * Why this Node cannot run the portal, or null when it can. An older Node got as far as loading the native
 * packages, which are built for Node 24, and died there of a segmentation fault without a word.
 */
export function unsupportedNode(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const [oldestMajor, oldestMinor] = OLDEST_NODE;
  if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor)) return null;
  return `The returns portal needs Node ${oldestMajor}.${oldestMinor} or later; this is Node ${version}.`;
}
