import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from './file-type.js';
import type { StorageContext, UploadStorage } from './storage.js';
import { uploadIdsKnown } from './repository.js';

/** Uploads as files of the data folder (SQLite: one instance, one disk); `<id>.part` while received. */
export function fileStorage(ctx: StorageContext): UploadStorage {
  const dir = ctx.config.uploadDir;
  const at = (name: string) => path.join(dir, path.basename(name));
  return {
    async write(id, source) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = at(`${id}.part`);
      await pipeline(source, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      const { size } = await fs.promises.stat(file);
      return { size, type: await fileTypeFromFile(file) };
    },
    async finish(id, ext) {
      const storedName = `${id}.${ext}`;
      await fs.promises.rename(at(`${id}.part`), at(storedName));
      return storedName;
    },
    async open(_id, storedName) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(at(storedName), 'r');
      } catch {
        return null;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async remove(id, storedName) {
      await fs.promises.rm(at(`${id}.part`), { force: true });
      if (storedName) await fs.promises.rm(at(storedName), { force: true });
    },
    async sweep(cutoff) {
      const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
      const old: string[] = [];
      for (const name of names) {
        const stat = await fs.promises.stat(at(name)).catch(() => undefined);
        if (stat?.isFile() && stat.mtime < cutoff) old.push(name);
      }
      const known = await uploadIdsKnown(
        ctx.db,
        old.map((name) => name.split('.')[0]!),
      );
      const strays = old.filter((name) => !known.has(name.split('.')[0]!));
      for (const name of strays) await fs.promises.rm(at(name), { force: true });
      return strays.length;
    },
  };
}
