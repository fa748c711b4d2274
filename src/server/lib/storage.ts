import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decisions D2): an interface, so the local folder used by default can be
 * replaced by an S3-compatible store without touching the features. Keys are made by the server
 * (never from a file name) and never reused: a stored file does not change (docs/decisions/021-media.md).
 */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The file as a stream with its length, or null when there is no such file. */
  getStream(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The URL a browser fetches the file at: a path under /media/ served by the app for the local store
   * (routes of the media feature); an S3-compatible store would answer its bucket's or CDN's URL.
   */
  publicUrl(key: string): string;
}

/** A new, unguessable key under a folder: `curriculum/2026/11/3f9c...e1.pdf`. */
export function newStorageKey(folder: string, extension: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The path under which the app serves the local store's files (features/media/media.routes.ts). */
export const mediaUrlPrefix = '/media/';

/** Files under DATA_DIR/uploads. */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + '/')) throw new Error(`storage key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { mode: 0o600 });
    },
    get: (key) => readFile(pathOf(key)),
    async getStream(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `${mediaUrlPrefix}${key}`,
  };
}
