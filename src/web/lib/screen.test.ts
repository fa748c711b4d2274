import { describe, expect, it } from 'vitest';
import { screenClassFromWidth } from './screen';

describe('screenClassFromWidth', () => {
  it('is mobile under 1024 px', () => {
    expect(screenClassFromWidth(360)).toBe('mobile');
    expect(screenClassFromWidth(1023)).toBe('mobile');
  });

  it('is tablet from 1024 to 1199 px', () => {
    expect(screenClassFromWidth(1024)).toBe('tablet');
    expect(screenClassFromWidth(1199)).toBe('tablet');
  });

  it('is desktop from 1200 to 1399 px', () => {
    expect(screenClassFromWidth(1200)).toBe('desktop');
    expect(screenClassFromWidth(1399)).toBe('desktop');
  });

  it('is large from 1400 px', () => {
    expect(screenClassFromWidth(1400)).toBe('large');
    expect(screenClassFromWidth(2560)).toBe('large');
  });
});
