import { numberFormat } from './intl-cache';

/** A count with thousands grouped: '1,234' (result counts, follower counts, feedback counts). */
export const formatCount = (value: number): string => numberFormat().format(value);
