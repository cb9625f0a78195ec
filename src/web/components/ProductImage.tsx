import { memo, useState } from 'react';

/** A neutral product outline (a box) for a product without a picture, or whose picture did not load. */
function PlaceholderIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9L12 3Z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </svg>
  );
}

/**
 * A product's picture in a soft box of a fixed size, so the row around it never moves while it loads; the neutral
 * placeholder where the catalogue gives none or the picture fails to load (docs/decisions/0032-product-images.md).
 * `alt` is empty where the product's name is written beside the picture, which is everywhere the portal shows one.
 */
export const ProductImage = memo(function ProductImage({
  src,
  size,
  alt = '',
}: {
  src: string;
  size: number;
  alt?: string;
}) {
  // The link that failed, so a new link (a line's product changing) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== '' && failed !== src;
  return (
    <span
      data-product-image={shown ? 'picture' : 'placeholder'}
      {...(!shown && alt !== '' ? { role: 'img', 'aria-label': alt } : {})}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-2)',
        background: 'var(--mantine-color-gray-0)',
        color: 'var(--mantine-color-gray-6)',
      }}
    >
      {shown ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', padding: 2 }}
        />
      ) : (
        <PlaceholderIcon size={Math.round(size * 0.5)} />
      )}
    </span>
  );
});
