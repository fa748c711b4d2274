import { maxImageBytes } from '@shared/contracts/limits';

/** The image types the picker takes (the server checks the bytes; this only spares a wasted upload). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type FileProblem = 'type' | 'too_large';

/** Why a chosen file cannot be used before it is even opened, or null. */
export function imageFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxImageBytes) return 'too_large';
  return null;
}

/**
 * The largest crop of `aspect` that fits an image of `width` x `height`: the crop at zoom 1. It must
 * be at least the preset's size, or the photo would be stretched to fill the slot.
 */
export function largestCrop(
  width: number,
  height: number,
  aspect: number,
): { width: number; height: number } {
  const cropWidth = Math.min(width, height * aspect);
  return { width: cropWidth, height: cropWidth / aspect };
}

export function fillsPreset(
  image: { width: number; height: number },
  preset: { width: number; height: number },
): boolean {
  const crop = largestCrop(image.width, image.height, preset.width / preset.height);
  return Math.round(crop.width) >= preset.width && Math.round(crop.height) >= preset.height;
}

/** How far one may zoom in before the crop has fewer pixels than the preset (at least 1). */
export function maxZoomFor(
  image: { width: number; height: number },
  preset: { width: number; height: number },
): number {
  const crop = largestCrop(image.width, image.height, preset.width / preset.height);
  return Math.max(1, Math.min(crop.width / preset.width, 4));
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads a chosen file as an image element (its natural size tells whether it can fill the preset). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.addEventListener('load', () => resolve(image), { once: true });
    image.addEventListener('error', () => reject(new Error('image_unreadable')), { once: true });
    image.src = url;
  });
}

/**
 * The cropped JPEG the browser sends (spec doc 1 section 7: "image (cropped jpeg)"): the chosen area
 * drawn on a canvas at the preset's pixel size, quality 0.9. The server makes the other sizes from it.
 */
export async function cropToJpeg(
  image: HTMLImageElement,
  area: PixelArea,
  size: { width: number; height: number },
  name: string,
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas_unavailable');
  context.imageSmoothingQuality = 'high';
  // A transparent PNG would turn black in a JPEG: white behind it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('canvas_unavailable');
  const base = name.replace(/\.[^.]*$/u, '') || 'photo';
  return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
}
