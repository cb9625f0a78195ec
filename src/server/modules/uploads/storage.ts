import type { Readable } from 'node:stream';
import type { FileTypeResult } from 'file-type';
import type { AppContext } from '../../context.js';
import { fileStorage } from './files-storage.js';
import { pgStorage } from './pg-storage.js';

/**
 * Where the bytes of uploads live (docs/decisions/0015-uploads-storage.md): files in the data folder on SQLite,
 * chunked rows of bytea on PostgreSQL, so instances share them through the database. Both stream: no upload is
 * ever held whole in memory. The uploads table holds what is known of an upload either way.
 */
export interface UploadStorage {
  /** Streams the content in under the upload's id, not yet final; answers its size and its type by content. */
  write(id: string, source: Readable): Promise<{ size: number; type: FileTypeResult | undefined }>;
  /** Makes a written content final under the name the uploads row records; answers that name. */
  finish(id: string, ext: string): Promise<string>;
  /** The content, streamed, with its size (`size` is what the uploads row recorded); null when it is gone. */
  open(id: string, storedName: string, size: number): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the content, final or not; a missing one is a no-op. */
  remove(id: string, storedName: string | undefined): Promise<void>;
  /** Removes contents written before `cutoff` that no uploads row names (a process stopped mid-upload). */
  sweep(cutoff: Date): Promise<number>;
}

export type StorageContext = Pick<AppContext, 'config' | 'db' | 'dialect' | 'now'>;

export function uploadStorage(ctx: StorageContext): UploadStorage {
  return ctx.dialect === 'postgres' ? pgStorage(ctx) : fileStorage(ctx);
}
