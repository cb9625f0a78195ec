import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from './file-type.js';
import type { StorageContext, UploadStorage } from './storage.js';
import { deleteChunks, deleteStrayChunks, insertChunk, readChunk } from './repository.js';

/** Bytes per row: small enough to hold one in memory per request, large enough that a 4 MB file is 16 rows. */
export const CHUNK_BYTES = 256 * 1024;

/** Uploads as chunked rows of bytea (upload_chunks), written and read one chunk at a time. */
export function pgStorage(ctx: StorageContext): UploadStorage {
  return {
    async write(id, source) {
      const createdAt = ctx.now().toISOString();
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let seq = 0;
      let size = 0;
      let head: Buffer | undefined;
      const flush = async () => {
        const data = Buffer.concat(pending, pendingBytes);
        head ??= data;
        await insertChunk(ctx.db, { upload_id: id, seq: seq++, data, created_at: createdAt });
        pending = [];
        pendingBytes = 0;
      };
      for await (const piece of source as AsyncIterable<Buffer>) {
        size += piece.length;
        let rest = piece;
        while (rest.length > 0) {
          const take = Math.min(rest.length, CHUNK_BYTES - pendingBytes);
          pending.push(rest.subarray(0, take));
          pendingBytes += take;
          rest = rest.subarray(take);
          if (pendingBytes === CHUNK_BYTES) await flush();
        }
      }
      if (pendingBytes > 0) await flush();
      return { size, type: head ? await fileTypeFromBuffer(head) : undefined };
    },
    async finish(id, ext) {
      return `${id}.${ext}`;
    },
    async open(id, _storedName, size) {
      const first = await readChunk(ctx.db, id, 0);
      if (!first) return null;
      async function* chunks() {
        yield first!;
        for (let seq = 1; ; seq++) {
          const chunk = await readChunk(ctx.db, id, seq);
          if (!chunk) return;
          yield chunk;
        }
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), size };
    },
    async remove(id) {
      await deleteChunks(ctx.db, id);
    },
    async sweep(cutoff) {
      return deleteStrayChunks(ctx.db, cutoff.toISOString());
    },
  };
}
