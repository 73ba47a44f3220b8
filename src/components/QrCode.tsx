import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Skeleton } from './ui/skeleton.tsx';

export type QrCodeProps = {
  /** The text the code carries (a link, an address, an otpauth:// URI). */
  value: string;
  /** What the code is, for screen readers: "QR code of the deposit address". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
  /** Called when the code cannot be drawn (the encoder did not load). */
  onError?: (error: unknown) => void;
};

interface Drawn {
  value: string;
  path: string;
  side: number;
}

const QUIET_ZONE = 4;

/**
 * A QR code drawn in the browser as SVG: the `qrcode` encoder loads on demand, and nothing leaves the
 * page (no image service sees the value).
 */
export function QrCode({ value, label, size = 176, className, onError }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const errorHandler = useRef(onError);
  errorHandler.current = onError;

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => {
        const encoder = (module as unknown as { default?: typeof module }).default ?? module;
        const qr = encoder.create(value, { errorCorrectionLevel: 'M' });
        const count = qr.modules.size;
        let path = '';
        for (let y = 0; y < count; y += 1) {
          for (let x = 0; x < count; x += 1) {
            if (qr.modules.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
          }
        }
        if (live) setDrawn({ value, path, side: count + QUIET_ZONE * 2 });
      })
      .catch((error: unknown) => {
        if (live) errorHandler.current?.(error);
      });
    return () => {
      live = false;
    };
  }, [value]);

  if (!drawn || drawn.value !== value) {
    return <Skeleton className={cn('shrink-0', className)} style={{ width: size, height: size }} />;
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn('shrink-0 rounded-md border border-border bg-white', className)}
    >
      <rect width={drawn.side} height={drawn.side} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
}
