import sharp, { type Metadata, type Sharp } from 'sharp';
import { imagePresets, maxImagePixels, type ImagePreset } from '@shared/contracts/limits';
import { AppError } from '../../lib/app-error';

/** The image types an upload may be, by their sniffed content type, with sharp's name for each. */
export const imageFormats = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
} as const;
export type ImageContentType = keyof typeof imageFormats;

export interface ProcessedFile {
  content: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ProcessedFile;
  variants: { preset: ImagePreset; webp: ProcessedFile; jpeg?: ProcessedFile }[];
}

// sharp settles its threads itself; untrusted input aborts on damaged data (a file cut short) but not
// on harmless warnings, and never decodes more pixels than the limit allows.
const inputOptions = { failOn: 'error', limitInputPixels: maxImagePixels } as const;

/** A refused file: the envelope's message is the reason itself (shown as is by the upload dialog). */
function rejected(code: string, params?: Record<string, unknown>, cause?: unknown): AppError {
  return new AppError('file_rejected', {
    issues: [{ field: 'image', code, params }],
    message: { key: `validation:${code}`, params },
    cause,
  });
}

/**
 * Checks an uploaded image and makes what is stored of it (docs/decisions/021-media.md): the pixel count
 * is read from the header before anything is decoded (a 20,000 x 20,000 image is refused at once); the
 * original is re-encoded upright in its own format without metadata (EXIF, GPS, XMP, comments); every
 * preset is made as WebP, with a JPEG copy where a client needs one. A damaged file is refused.
 */
export async function processImage(content: Buffer, contentType: ImageContentType): Promise<ProcessedImage> {
  const expected = imageFormats[contentType];
  let info: Metadata;
  try {
    // The header only: nothing is decoded yet, so no pixel limit applies here.
    info = await sharp(content, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw rejected('file_damaged', undefined, error);
  }
  if (info.format !== expected.format) throw rejected('file_type');
  const { width, height } = info.autoOrient;
  if (!width || !height) throw rejected('file_damaged');
  if (width * height > maxImagePixels)
    throw rejected('image_too_many_pixels', { max: Math.round(maxImagePixels / 1_000_000) });

  try {
    const upright = () => sharp(content, inputOptions).autoOrient();
    const original = await encode(upright(), expected.format);
    const variants = await Promise.all(
      (Object.keys(imagePresets) as ImagePreset[]).map(async (preset) => {
        const size = imagePresets[preset];
        const resized = () =>
          upright().resize(size.width, size.height, { fit: 'cover', position: 'attention' });
        const [webp, jpeg] = await Promise.all([
          encode(resized(), 'webp'),
          size.jpeg ? encode(resized(), 'jpeg') : undefined,
        ]);
        return { preset, webp, ...(jpeg ? { jpeg } : {}) };
      }),
    );
    return { original, variants };
  } catch (error) {
    throw rejected('file_damaged', undefined, error);
  }
}

async function encode(image: Sharp, format: 'jpeg' | 'png' | 'webp'): Promise<ProcessedFile> {
  // No withMetadata(): sharp writes no EXIF, XMP or IPTC, and converts to sRGB.
  const output =
    format === 'jpeg'
      ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true })
      : format === 'png'
        ? image.png({ compressionLevel: 8 })
        : image.webp({ quality: 82 });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return {
    content: data,
    contentType: `image/${format}`,
    extension: format === 'jpeg' ? 'jpg' : format,
    width: info.width,
    height: info.height,
  };
}

/** A PDF whose end is missing (a file cut short) is refused; its first bytes were checked by sniffing. */
export function checkPdf(content: Buffer): void {
  const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw rejected('file_damaged');
}

/**
 * A stored picture as a JPEG for print (a PDF takes JPEG or PNG, not WebP), cut to `size` when given
 * (a header band): the pixels were checked at upload, so only the stored size is decoded.
 */
export async function printableJpeg(
  content: Buffer,
  size?: { width: number; height: number },
): Promise<Buffer> {
  let image = sharp(content, inputOptions);
  if (size) image = image.resize(size.width, size.height, { fit: 'cover', position: 'centre' });
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
}
