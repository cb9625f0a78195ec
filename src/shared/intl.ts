/**
 * Intl's formats, made once per locale and options and kept for the process or the page. Making one costs far more
 * than formatting with it: a browser's first number format loads ICU's number data (51–88 ms of a render on a phone,
 * CPU slowed 4x; 14 ms in Node), and each later one still costs several times a `format` call. A page, an e-mail, a
 * label or the console's event log writes many dates and amounts in the same few formats.
 */
const kept = new Map<string, unknown>();
/** More formats than the portal and the console use together: past it, the kept ones start again. */
const MAX_KEPT = 512;

function keptFormat<T>(key: string, make: () => T): T {
  if (kept.has(key)) return kept.get(key) as T;
  const made = make();
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, made);
  return made;
}

/** `new Intl.DateTimeFormat(locale, options)`, kept. Throws as Intl does for a locale or option it refuses. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptFormat(`date ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, kept; null when Intl refuses them (a currency it does not know). */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  return keptFormat(`number ${locale} ${JSON.stringify(options ?? {})}`, () => {
    try {
      return new Intl.NumberFormat(locale, options);
    } catch {
      return null;
    }
  });
}
