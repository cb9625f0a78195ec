import { Skeleton, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { QrSymbol } from './qr-svg.js';

/** The quiet zone around a QR code: 4 modules of 4 units each. */
const QUIET = 16;

/**
 * A QR code of `text`, drawn once the QR encoder's chunk has loaded; when it cannot be drawn, `fallback` says so
 * (the key can still be typed in).
 */
export function QrCode({ text, label, fallback }: { text: string; label: string; fallback: string }) {
  const [symbol, setSymbol] = useState<QrSymbol | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    import('./qr-svg.js')
      .then(({ qrSymbol }) => current && setSymbol(qrSymbol(text)))
      .catch(() => current && setSymbol('failed'));
    return () => {
      current = false;
    };
  }, [text]);
  if (symbol === 'failed') return <Text size="sm">{fallback}</Text>;
  if (!symbol) return <Skeleton width={200} height={200} aria-hidden="true" />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${symbol.width + 2 * QUIET} ${symbol.height + 2 * QUIET}`}
      width={200}
      height={200}
      data-testid="totp-qr"
    >
      <rect x={-QUIET} y={-QUIET} width={symbol.width + 2 * QUIET} height={symbol.height + 2 * QUIET} fill="#fff" />
      {symbol.paths.map((d, index) => (
        <path key={index} d={d} fill="#000" />
      ))}
    </svg>
  );
}
