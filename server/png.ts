/**
 * The one PNG encoder of the server and its tests: demo pictures are drawn here (the repo holds no
 * binary files), and tests upload what it draws. 8-bit RGB, no interlace, one IDAT chunk.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` × `height` PNG whose pixel (x, y) is `paint(x, y)`. `level` is the deflate level: 0 keeps
 * noise incompressible, for a file of a given size.
 */
export function drawPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgb,
  level?: number,
): Uint8Array<ArrayBuffer> {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = deflateSync(raw, level === undefined ? {} : { level });
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** Horizontal bands of the given colours, top to bottom (seeded news and KYC pictures). */
export function pngBands(width: number, height: number, colours: Rgb[]): Uint8Array<ArrayBuffer> {
  return drawPng(
    width,
    height,
    (_x, y) => colours[Math.min(colours.length - 1, Math.floor((y / height) * colours.length))]!,
  );
}

const PALETTE: [number, number, number][] = [
  [29, 78, 216],
  [21, 128, 61],
  [180, 83, 9],
  [126, 34, 206],
  [190, 18, 60],
  [15, 118, 110],
];

/** A screenshot-like picture: a coloured bar, a card and a few text lines. */
export function demoScreenshot(variant: number): Uint8Array<ArrayBuffer> {
  const [r, g, b] = PALETTE[variant % PALETTE.length]!;
  return drawPng(320, 200, (x, y) => {
    if (y < 28) return [r, g, b];
    if (x > 24 && x < 296 && y > 48 && y < 176) {
      const line = (y - 60) % 22;
      if (y > 60 && line < 8 && x < 280 - ((y * 7 + variant * 31) % 90)) return [203, 213, 225];
      return [255, 255, 255];
    }
    return [241, 245, 249];
  });
}
