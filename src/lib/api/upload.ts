/**
 * Image uploads for every area: the content check (PNG or JPEG by magic bytes, as the server checks)
 * and in-browser scaling of large photos, so a phone picture still fits the 2 MB limit on a slow link.
 * No React here; islands call `prepareImage` and send the returned file with
 * `call(Schema, path, { method: 'POST', form, onProgress })`.
 */

/** The server's limit for one image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Longest side of a scaled photo: sharp on any screen, a fraction of a camera's original. */
export const MAX_IMAGE_SIDE = 1920;

export type ImageKind = 'png' | 'jpg';

/** The image type by content (first bytes), or null when the bytes are neither PNG nor JPEG. */
export function sniffBytes(bytes: Uint8Array): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The image type of a file by its content (the name and the browser's guess are not trusted). */
export async function sniffImage(file: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffBytes(head);
}

/** Width and height that fit `maxSide` on the longest side, keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The JPEG file name for a scaled image: `holiday.png` → `holiday.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

export type PreparedImage = { ok: true; file: File; scaled: boolean } | { ok: false; reason: 'type' | 'size' };

interface ScaleOptions {
  maxBytes?: number;
  maxSide?: number;
}

function canvasFor(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function toJpeg(canvas: HTMLCanvasElement | OffscreenCanvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Draws the image smaller as JPEG until it is at most `maxBytes`: first the longest side down to
 * `maxSide`, then lower quality, then smaller again. Null when the browser cannot decode it.
 */
export async function scaleImage(file: Blob, name: string, options: ScaleOptions = {}): Promise<File | null> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  let maxSide = options.maxSide ?? MAX_IMAGE_SIDE;
  if (typeof createImageBitmap === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    for (let round = 0; round < 6; round += 1) {
      const size = fitWithin(bitmap.width, bitmap.height, maxSide);
      const canvas = canvasFor(size.width, size.height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) return null;
      // JPEG has no transparency: a white ground keeps transparent PNG parts from turning black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of [0.85, 0.7, 0.55]) {
        const blob = await toJpeg(canvas, quality);
        if (blob && blob.size <= maxBytes) return new File([blob], jpegName(name), { type: 'image/jpeg' });
      }
      maxSide = Math.round(Math.max(size.width, size.height) * 0.7);
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/**
 * Checks a chosen file and makes it uploadable: PNG or JPEG by content, scaled down (as JPEG) when it
 * is over the limit. `reason` says why a file cannot be sent.
 */
export async function prepareImage(file: File, options: ScaleOptions = {}): Promise<PreparedImage> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const kind = await sniffImage(file);
  if (!kind) return { ok: false, reason: 'type' };
  if (file.size <= maxBytes) return { ok: true, file, scaled: false };
  const scaled = await scaleImage(file, file.name, options);
  return scaled ? { ok: true, file: scaled, scaled: true } : { ok: false, reason: 'size' };
}
