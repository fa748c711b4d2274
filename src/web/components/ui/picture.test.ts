import type { ImageSizes } from '@shared/contracts/images';
import { describe, expect, it } from 'vitest';
import { sameShapeSizes } from './picture';

const size = (width: number, height: number) => ({ url: `/media/${width}x${height}.webp`, width, height });

describe('sameShapeSizes', () => {
  it('keeps the sizes of the same shape as the preset, narrowest first, for the srcset', () => {
    const sizes: Partial<ImageSizes> = {
      header: size(1200, 600),
      square: size(600, 600),
      showcase: size(400, 300),
      share: size(1200, 630),
    };
    expect(sameShapeSizes(sizes, 'square').map((s) => s.width)).toEqual([600]);
    expect(sameShapeSizes(sizes, 'header').map((s) => s.width)).toEqual([1200]);
    expect(
      sameShapeSizes({ ...sizes, miniature: size(600, 300) }, 'header').map((s) => `${s.width}x${s.height}`),
    ).toEqual(['600x300', '1200x600']);
  });
  it('is empty when the preset is missing', () => {
    expect(sameShapeSizes({ square: size(600, 600) }, 'header')).toEqual([]);
  });
});
