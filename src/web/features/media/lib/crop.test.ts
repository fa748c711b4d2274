import { maxImageBytes } from '@shared/contracts/limits';
import { describe, expect, it } from 'vitest';
import { fillsPreset, imageFileProblem, largestCrop, maxZoomFor } from './crop';
import { presetSize, slotPreset } from './slots';

describe('imageFileProblem', () => {
  it('takes JPEG, PNG and WebP up to the limit', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: maxImageBytes })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types and files over the limit', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: maxImageBytes + 1 })).toBe('too_large');
  });
});

describe('crop sizes', () => {
  it('the largest crop of a shape fits inside the image', () => {
    expect(largestCrop(1000, 800, 2)).toEqual({ width: 1000, height: 500 });
    expect(largestCrop(800, 1000, 1)).toEqual({ width: 800, height: 800 });
  });
  it('an image fills a preset only when that crop has the preset pixels', () => {
    const header = presetSize('header');
    expect(fillsPreset({ width: 1200, height: 600 }, header)).toBe(true);
    expect(fillsPreset({ width: 1200, height: 599 }, header)).toBe(false);
    expect(fillsPreset({ width: 2000, height: 500 }, header)).toBe(false);
    expect(fillsPreset({ width: 600, height: 900 }, presetSize('square'))).toBe(true);
  });
  it('zoom stops where the crop would have fewer pixels than the preset', () => {
    expect(maxZoomFor({ width: 1200, height: 1200 }, presetSize('square'))).toBe(2);
    expect(maxZoomFor({ width: 600, height: 600 }, presetSize('square'))).toBe(1);
    expect(maxZoomFor({ width: 9000, height: 9000 }, presetSize('square'))).toBe(4);
  });
});

describe('slotPreset', () => {
  it('gives each slot its preset', () => {
    expect(slotPreset({ key: 'profile' })).toBe('square');
    expect(slotPreset({ key: 'header' })).toBe('header');
    expect(slotPreset({ key: 'logo', rid: 1 })).toBe('square');
    expect(slotPreset({ key: 'header', rid: 1 })).toBe('header');
    expect(slotPreset({ key: 'image2', rid: 1 })).toBe('showcase');
    expect(slotPreset({ key: 'image1', oid: 3 })).toBe('miniature');
  });
});
