let prerendering = false;

/** Called once by the build's pre-render (src/web/prerender.tsx) before it renders any page. */
export function startPrerendering(): void {
  prerendering = true;
}

/**
 * Whether this render is the build's pre-render rather than a browser's. A page uses it to render what every
 * visitor of the address sees first, where the browser's own render reads the address and storage (the
 * confirmation's RMA numbers).
 */
export function usePrerendering(): boolean {
  return prerendering;
}
