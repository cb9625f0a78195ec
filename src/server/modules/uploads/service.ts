import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from './file-type.js';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { UPLOAD_EXTENSIONS, UPLOAD_FIELD_MAX_BYTES } from '../../../shared/limits.js';
import { AppError, badRequest, FieldErrors, fieldMessage } from '../../lib/errors.js';
import { loadOnce } from '../../lib/load-once.js';
import type { Session } from '../session/service.js';
import { deleteUploadRow, findUpload, insertUpload, type UploadRow } from './repository.js';
import type { UploadExtension } from './inspect.js';
import { uploadStorage, type StorageContext } from './storage.js';

/** proof: a line's proof of purchase; damage: a cosmetic-damage photo of the request step. */
export type UploadKind = 'proof' | 'damage';

/** A file received and judged by its content, stored under its final name but not yet recorded. */
export interface ReceivedFile {
  id: string;
  storedName: string;
  mime: string;
  ext: string;
  size: number;
  originalName: string;
}

export interface StoredUpload {
  id: string;
  kind: UploadKind;
  sourceId: string;
  mime: string;
  size: number;
  originalName: string;
  /** The link the client shows; only the owning session can read it. */
  url: string;
}

const ALLOWED_EXTENSIONS = new Set<string>(UPLOAD_EXTENSIONS);

/** The content checks (sharp, pdf-lib, yauzl), loaded with the first upload. */
const inspector = loadOnce(() => import('./inspect.js'));
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uploadUrl(uploadId: string): string {
  return uploadId ? `/api/files/${uploadId}` : '';
}

/**
 * The size limit is the multipart plugin's; it answers like a wrong format, as one message covers both
 * (docs/rules/products.md#uploads).
 */
const tooLarge = () => new AppError(413, 'invalid', 'fileFormatsAllowed');

/** A name safe to quote in Content-Disposition and to show: no path, no quotes or controls, the stored type's extension. */
export function safeFileName(originalName: string, ext: string): string {
  const base = path.basename(originalName.replace(/\\/g, '/'));
  let name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+/, '')
    .trim()
    .slice(0, 100);
  const dot = name.lastIndexOf('.');
  const currentExt = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  const sameType = currentExt === ext || (ext === 'jpg' && currentExt === 'jpeg');
  if (!name) name = 'upload';
  return sameType ? name : `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/**
 * Receives an uploaded part: spools it to a temporary file (the size limit applies while streaming), judges it by
 * what it is (its type by content, then inspect.ts: images decode and are re-encoded, PDFs parse, ZIPs inflate
 * within limits), and streams what is kept into the upload storage (storage.ts). A file too large, of another
 * type, unreadable or cut short leaves nothing behind.
 */
export async function receiveFile(ctx: StorageContext, part: MultipartFile): Promise<ReceivedFile> {
  const storage = uploadStorage(ctx);
  const id = crypto.randomUUID();
  let storedName: string | undefined;
  const spoolDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rma-upload-'));
  try {
    const spooled = path.join(spoolDir, 'part');
    await pipeline(part.file, fs.createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw tooLarge();
    const type = await fileTypeFromFile(spooled);
    if (!type || !ALLOWED_EXTENSIONS.has(type.ext)) throw badRequest('fileFormatsAllowed');
    const inspection = await (await inspector()).inspectUpload(spooled, type.ext as UploadExtension);
    if (!inspection.ok) throw badRequest('fileFormatsAllowed');
    const content = inspection.bytes ? Readable.from([inspection.bytes]) : fs.createReadStream(spooled);
    const { size } = await storage.write(id, content);
    storedName = await storage.finish(id, type.ext);
    return { id, storedName, mime: type.mime, ext: type.ext, size, originalName: (part.filename || '').slice(0, 200) };
  } catch (error) {
    // The first error is the one to tell; what removal misses, the clean-up job's sweep removes.
    await storage.remove(id, storedName).catch(() => undefined);
    throw error;
  } finally {
    await fs.promises.rm(spoolDir, { recursive: true, force: true });
  }
}

export async function discardFile(ctx: StorageContext, file: Pick<ReceivedFile, 'id' | 'storedName'>): Promise<void> {
  await uploadStorage(ctx).remove(file.id, file.storedName);
}

/**
 * Records a received file as an upload of the session and runs `attach` (which links it to the wizard
 * state). If either write fails the row and the file are removed, so no file is left without an owner.
 */
export async function saveUpload(
  ctx: StorageContext,
  session: Pick<Session, 'id'>,
  input: { kind: UploadKind; sourceId: string; file: ReceivedFile; attach?: (upload: StoredUpload) => Promise<void> },
): Promise<StoredUpload> {
  const { file } = input;
  const upload: StoredUpload = {
    id: file.id,
    kind: input.kind,
    sourceId: input.sourceId,
    mime: file.mime,
    size: file.size,
    originalName: file.originalName,
    url: uploadUrl(file.id),
  };
  try {
    await insertUpload(ctx.db, {
      id: file.id,
      session_id: session.id,
      kind: input.kind,
      source_id: input.sourceId,
      original_name: file.originalName,
      mime: file.mime,
      size: file.size,
      stored_name: file.storedName,
      created_at: ctx.now().toISOString(),
    });
  } catch (error) {
    await discardFile(ctx, file);
    throw error;
  }
  if (input.attach) {
    try {
      await input.attach(upload);
    } catch (error) {
      await deleteUpload(ctx, file.id).catch(() => discardFile(ctx, file));
      throw error;
    }
  }
  return upload;
}

/** receiveFile then saveUpload: one uploaded part, streamed, judged, recorded and attached. */
export async function storeUpload(
  ctx: StorageContext,
  session: Pick<Session, 'id'>,
  input: { kind: UploadKind; sourceId: string; part: MultipartFile; attach?: (upload: StoredUpload) => Promise<void> },
): Promise<StoredUpload> {
  const file = await receiveFile(ctx, input.part);
  return saveUpload(ctx, session, { kind: input.kind, sourceId: input.sourceId, file, attach: input.attach });
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * A form the parser could not read (no boundary, a cut or malformed part) answers 400 with its own message; any
 * other error (the disk, the database) is left as it is.
 */
function unreadableForm(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined) return error;
  const message = error instanceof Error ? error.message : '';
  return /multipart|boundary|unexpected end of form|malformed/i.test(message)
    ? badRequest('uploadFormUnreadable')
    : error;
}

/** A part must have a plain name (none, or one such as `__proto__`, is refused), and a text part no NUL or cut. */
function checkPart(part: Multipart): void {
  if (typeof part.fieldname !== 'string' || !FIELD_NAME.test(part.fieldname)) throw badRequest('uploadFormUnreadable');
  if (part.type === 'file') return;
  if (part.valueTruncated)
    throw new FieldErrors('invalidRequest', { [part.fieldname]: fieldMessage('tooLong', UPLOAD_FIELD_MAX_BYTES) });
  if (typeof part.value === 'string' && part.value.includes('\u0000')) {
    throw badRequest('invalidCharacters', { [part.fieldname]: 'invalidCharacters' });
  }
}

/**
 * Reads a multipart form of one file and a few text fields, in whatever order they come: the file is
 * streamed to disk and judged as it arrives (receiveFile). A failure anywhere leaves no file behind.
 */
export async function readUploadForm(
  ctx: StorageContext,
  parts: AsyncIterable<Multipart>,
): Promise<{ file: ReceivedFile | undefined; fields: Record<string, string> }> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: ReceivedFile | undefined;
  try {
    for await (const part of parts) {
      checkPart(part);
      if (part.type === 'file') {
        if (file) {
          // Only the first file counts; the rest is drained so the form can be read to its end.
          part.file.resume();
          continue;
        }
        file = await receiveFile(ctx, part);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (file) await discardFile(ctx, file);
    throw unreadableForm(error);
  }
  return { file, fields };
}

/** Removes an upload's row and content; an unknown id is a no-op. */
export async function deleteUpload(ctx: StorageContext, uploadId: string): Promise<void> {
  if (!uploadId || !UPLOAD_ID.test(uploadId)) return;
  const storedName = await deleteUploadRow(ctx.db, uploadId);
  if (storedName) await uploadStorage(ctx).remove(uploadId, storedName);
}

export interface UploadContent {
  stream: Readable;
  mime: string;
  size: number;
  fileName: string;
}

/** The content of an upload for the session that made it; null for anyone else, as for an unknown id. */
export async function openUpload(
  ctx: StorageContext,
  session: Pick<Session, 'id'>,
  uploadId: string,
): Promise<UploadContent | null> {
  return openUploadIf(ctx, uploadId, (row) => row.session_id === session.id);
}

/**
 * The content of an upload when `mayRead` allows its row (the customer's session, or a staff user's stores:
 * modules/uploads/staff.ts); null otherwise, as for an unknown id.
 */
export async function openUploadIf(
  ctx: StorageContext,
  uploadId: string,
  mayRead: (row: UploadRow) => boolean | Promise<boolean>,
): Promise<UploadContent | null> {
  if (!UPLOAD_ID.test(uploadId)) return null;
  const row = await findUpload(ctx.db, uploadId);
  if (!row || !(await mayRead(row))) return null;
  const content = await uploadStorage(ctx).open(row.id, row.stored_name, row.size);
  if (!content) return null;
  const ext = path.extname(row.stored_name).slice(1);
  return { stream: content.stream, mime: row.mime, size: content.size, fileName: safeFileName(row.original_name, ext) };
}
