import { numberFormat } from '../../../ui/format/intl-cache';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') =>
  numberFormat({ style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);

/**
 * What is left of `ms` in its two largest units, with Intl's narrow units: '2d 4h', '3h 5m', '4m 20s',
 * '9s'; the lower unit is left out when it is 0 ('2d'). Null when nothing is left.
 */
export function formatTimeLeft(ms: number): string | null {
  if (ms < SECOND) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  const [high, low] =
    days > 0
      ? [unit(days, 'day'), hours > 0 ? unit(hours, 'hour') : null]
      : hours > 0
        ? [unit(hours, 'hour'), minutes > 0 ? unit(minutes, 'minute') : null]
        : minutes > 0
          ? [unit(minutes, 'minute'), seconds > 0 ? unit(seconds, 'second') : null]
          : [unit(seconds, 'second'), null];
  return low ? `${high} ${low}` : high;
}

/** How often a countdown of `ms` left moves: every second in its last hour, else every 30 seconds. */
export const countdownTick = (ms: number): number => (ms <= HOUR ? SECOND : 30 * SECOND);
