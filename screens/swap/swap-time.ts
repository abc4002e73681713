const time = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A message's or offer's time, in the reader's zone: 'Nov 3, 2026, 4:05 PM'. Read in the browser only. */
export const swapTime = (iso: string) => time.format(new Date(iso));
