/** The part of jsdom's API the pre-render uses (scripts/prerender.ts); the package ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url?: string }): void;
  }
}
