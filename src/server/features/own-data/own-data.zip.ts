import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of the export's zip: a JSON document, bytes already made, or a file read when its turn comes. */
export type ZipEntry =
  | { name: string; json: unknown }
  | { name: string; bytes: Uint8Array }
  | { name: string; open: () => Promise<Readable | null> };

/**
 * The zip of the entries, written as it is read (yazl): each stored file is opened only when the zip
 * reaches it and piped through with back-pressure, so an account's whole album never sits in memory and
 * never holds more than one file open. JSON is deflated; pictures and PDFs are stored as they are (they
 * are compressed already). A file gone from storage is an empty entry (`onMissing` is told); a file that
 * fails while read ends the stream with the error.
 */
export function zipStream(entries: ZipEntry[], onMissing: (name: string) => void): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  const mtime = new Date();
  for (const entry of entries) {
    if ('json' in entry) {
      zip.addBuffer(Buffer.from(`${JSON.stringify(entry.json, null, 2)}\n`), entry.name, { mtime });
    } else if ('bytes' in entry) {
      const bytes = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
      zip.addBuffer(bytes, entry.name, { mtime, compress: false });
    } else {
      zip.addReadStreamLazy(entry.name, { mtime, compress: false }, (done) => {
        entry.open().then(
          (stream) => {
            if (!stream) onMissing(entry.name);
            const source = stream ?? Readable.from([]);
            source.on('error', fail);
            done(null, source);
          },
          (error: unknown) => done(error, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(output);
  return output;
}

/**
 * A file's name inside the zip: no folders, no control characters, no characters file systems refuse,
 * at most 100 characters (the extension kept).
 */
export function zipFileName(name: string, fallback: string): string {
  // Control characters are what this removes.
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').replace(/^[.\s]+|\s+$/g, '');
  if (!clean) return fallback;
  if (clean.length <= 100) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 100 - extension.length) + extension;
}
