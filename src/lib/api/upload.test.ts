import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, prepareImage, sniffBytes, sniffImage } from './upload.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

describe('sniffBytes', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffBytes(new Uint8Array([...PNG_HEAD, 0, 0]))).toBe('png');
    expect(sniffBytes(new Uint8Array(JPEG_HEAD))).toBe('jpg');
  });

  it('refuses other content whatever the name says', () => {
    expect(sniffBytes(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(sniffBytes(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(sniffBytes(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffBytes(new Uint8Array([]))).toBeNull();
  });

  it('reads a file by content', async () => {
    expect(await sniffImage(new Blob([new Uint8Array(PNG_HEAD)]))).toBe('png');
    expect(await sniffImage(new File(['hello'], 'photo.png', { type: 'image/png' }))).toBeNull();
  });
});

describe('fitWithin', () => {
  it('keeps small images as they are', () => {
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
  });

  it('shrinks the longest side to the limit and keeps the ratio', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 6000, 1500)).toEqual({ width: 750, height: 1500 });
  });
});

describe('jpegName', () => {
  it('swaps the extension for .jpg', () => {
    expect(jpegName('holiday.png')).toBe('holiday.jpg');
    expect(jpegName('scan.final.jpeg')).toBe('scan.final.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });
});

describe('prepareImage', () => {
  it('passes a small PNG through unchanged', async () => {
    const file = new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'a.png', { type: 'image/png' });
    const prepared = await prepareImage(file);
    expect(prepared).toEqual({ ok: true, file, scaled: false });
  });

  it('refuses a renamed text file', async () => {
    const prepared = await prepareImage(new File(['not an image'], 'a.jpg', { type: 'image/jpeg' }));
    expect(prepared).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an oversized image it cannot scale (no canvas here)', async () => {
    const big = new Uint8Array(64);
    big.set(JPEG_HEAD);
    const prepared = await prepareImage(new File([big], 'big.jpg'), { maxBytes: 16 });
    expect(prepared).toEqual({ ok: false, reason: 'size' });
  });
});
