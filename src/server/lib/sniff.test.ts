import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from './sniff';

describe('sniffDocumentType', () => {
  it('recognises PDF, JPEG, PNG and WebP by their bytes', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffDocumentType(Buffer.from('MZ\x90\0 an executable named cv.pdf'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('<html>not a pdf</html>'))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
  });
});
