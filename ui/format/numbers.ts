import { numberFormat } from './intl-cache';

/** A count with thousands grouped: '1,234' (result counts, follower counts, feedback counts). */
export const formatCount = (value: number): string => numberFormat().format(value);

/** A share (0..1) as a whole percentage: '63%' (the seller dashboard's sell-through). */
export const formatPercent = (share: number): string =>
  numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share);
