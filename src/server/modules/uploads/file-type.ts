import type { FileTypeResult } from 'file-type';
import { loadOnce } from '../../lib/load-once.js';

/**
 * The file-type package, imported at the first upload (docs/decisions/0034-portal-memory-and-hot-answers.md): its
 * detectors and their tokenizers cost the started process about 1.4 MB of heap, and most processes never take a
 * file.
 */
const fileType = loadOnce(() => import('file-type'));

/** The type a file's first bytes name, or undefined when they name none the package knows. */
export async function fileTypeFromFile(file: string): Promise<FileTypeResult | undefined> {
  return (await fileType()).fileTypeFromFile(file);
}

/** The type the first bytes of a file name (the PostgreSQL storage reads its first chunk). */
export async function fileTypeFromBuffer(head: Uint8Array): Promise<FileTypeResult | undefined> {
  return (await fileType()).fileTypeFromBuffer(head);
}
