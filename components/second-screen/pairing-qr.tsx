'use client';
import { useMemo } from 'react';
import { qrPath } from '@/lib/second-screen/qr-path';

/** The pairing link's QR code, as an SVG the phone's camera reads off the screen. */
export function PairingQr({ url }: { url: string }) {
  const qr = useMemo(() => qrPath(url), [url]);
  return (
    <svg role="img" aria-label="QR code of the pairing link" viewBox={`0 0 ${qr.size} ${qr.size}`} className="h-48 w-48 rounded-lg bg-white" shapeRendering="crispEdges" data-testid="pairing-qr">
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}
