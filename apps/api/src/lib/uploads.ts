import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from './control-characters.ts';
import { badRequest, HttpError } from './http-errors.ts';
import { MAX_IMAGE_BYTES } from './image-upload.ts';

/** What one route takes as `multipart/form-data` (decision 0054). */
export interface UploadSpec {
  /** File fields and how many files each may carry. */
  files: Record<string, number>;
  /** Text fields the route reads; any other is refused. */
  fields: readonly string[];
  /** Bytes of all text fields together (what their values need). */
  fieldBytes: number;
}

export interface UploadedFile {
  /** Where the bytes were streamed (removed when the request ends). */
  path: string;
  size: number;
  /** The type the browser declared: never trusted, the bytes are sniffed (lib/image-upload.ts). */
  declaredType: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

/** The largest request a spec allows: its files at the per-file limit, its fields, and the multipart framing. */
export function uploadRequestLimit(spec: UploadSpec): number {
  const files = Object.values(spec.files).reduce((sum, count) => sum + count, 0);
  return files * MAX_IMAGE_BYTES + spec.fieldBytes + 16 * 1024;
}

const tooLarge = (message: string) => new HttpError(413, message);
const fieldNotValid = (name: string) => badRequest((t) => t(REQUEST_MESSAGES).fieldNotValid(name.slice(0, 64)));

/**
 * Registers the multipart reader (nothing is read until a route asks for its parts) and this
 * process's own folder for uploads in flight under `root`; folders that crashed processes left
 * there over a day ago are removed.
 */
export async function registerUploads(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const entry of await readdir(root)) {
    const stale = await stat(path.join(root, entry)).then(
      (s) => s.mtimeMs < dayAgo,
      () => false,
    );
    if (stale) await rm(path.join(root, entry), { recursive: true, force: true });
  }
  const own = await mkdtemp(path.join(root, 'process-'));
  app.decorate('uploadTempRoot', own);
  app.addHook('onClose', () => rm(own, { recursive: true, force: true }));
  await app.register(multipart, { throwFileSizeLimit: true });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's folder of the per-request temporary folders of uploads. */
    uploadTempRoot: string;
  }
}

/** The busboy limits of @fastify/multipart as our 413s. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(MESSAGES.photoTooLarge);
    case 'FST_FILES_LIMIT':
      return tooLarge(REQUEST_MESSAGES.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge(REQUEST_MESSAGES.tooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, REQUEST_MESSAGES.mustBeMultipart);
    default:
      // A client that went away or sent a broken body: nothing of it is kept.
      return error instanceof HttpError ? error : badRequest(REQUEST_MESSAGES.notValid);
  }
}

/**
 * Reads a `multipart/form-data` request: each file streamed to a temporary file (never whole in
 * the heap), every limit enforced while the bytes arrive, so that an over-limit request gets its
 * 413 before the rest is read. `work` gets the fields and files; the files are removed after it,
 * whatever happens.
 */
export async function withUploads<T>(
  request: FastifyRequest,
  spec: UploadSpec,
  work: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, REQUEST_MESSAGES.mustBeMultipart);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > uploadRequestLimit(spec)) throw tooLarge(REQUEST_MESSAGES.tooLarge);

  const fileCount = Object.values(spec.files).reduce((sum, count) => sum + count, 0);
  // Made again if another instance's start-up took this idle process's folder for a crashed one's.
  await mkdir(request.server.uploadTempRoot, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(path.join(request.server.uploadTempRoot, 'req-'));
  try {
    const upload: ReceivedUpload = { fields: {}, files: {} };
    let fieldBytes = 0;
    try {
      const parts = request.parts({
        limits: {
          fileSize: MAX_IMAGE_BYTES,
          files: fileCount,
          fields: spec.fields.length,
          fieldSize: spec.fieldBytes,
          parts: fileCount + spec.fields.length,
          fieldNameSize: 64,
          headerPairs: 20,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          const allowed = spec.files[part.fieldname] ?? 0;
          const list = (upload.files[part.fieldname] ??= []);
          if (list.length >= allowed) {
            part.file.resume();
            throw allowed === 0 ? fieldNotValid(part.fieldname) : tooLarge(REQUEST_MESSAGES.tooManyFiles);
          }
          const file = path.join(folder, `${part.fieldname}-${list.length}`);
          await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
          list.push({ path: file, size: part.file.bytesRead, declaredType: part.mimetype });
        } else {
          if (!spec.fields.includes(part.fieldname)) throw fieldNotValid(part.fieldname);
          const value = String(part.value);
          fieldBytes += Buffer.byteLength(value);
          if (part.valueTruncated || fieldBytes > spec.fieldBytes) throw tooLarge(REQUEST_MESSAGES.tooLarge);
          if (hasControlCharacter(value)) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
          upload.fields[part.fieldname] = value;
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    return await work(upload);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A text field that holds JSON (the claim's draft): parsed, or a 400 in our words. */
export function jsonField(upload: ReceivedUpload, name: string): unknown {
  const text = upload.fields[name];
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(REQUEST_MESSAGES.notJson);
  }
}
