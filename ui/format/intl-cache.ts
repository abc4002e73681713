/**
 * Every Intl formatter of the app, made on first use and kept: a browser's first Intl formatter
 * loads its locale data (~15 ms, ~60 ms on a mid-range phone), which at module load would sit in the
 * one long task that evaluates the page's modules instead of in a slice of the (interruptible)
 * hydration. One formatter per set of options, so a list of rows shares one.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The en-US date formatter for `options`, made on the first call with them. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat('en-US', options)));
  return format;
}

/** The en-US number formatter for `options`, made on the first call with them. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('en-US', options)));
  return format;
}
