import { dateTimeFormat } from './intl-cache';

/*
 * Dates come from the API as ISO strings. The calendar dates below are read in UTC, so the server
 * and the browser render the same text; the times of day are in the reader's zone, so they are
 * rendered where the reader's zone is known (the browser), or for a given `timeZone`.
 */

/** A calendar day: 'Oct 30, 2026' (UTC). Posts, orders, sales, feedback. */
export const formatDate = (iso: string): string =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** A calendar day without its year: 'Oct 30' (UTC). A chart's periods (the seller dashboard's stats). */
export const formatDayMonth = (iso: string): string =>
  dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** A calendar day in words: 'October 30, 2026' (UTC). A legal page's 'Last updated'. */
export const formatLongDate = (iso: string): string =>
  dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** A month: 'March 2024' (UTC). When someone joined. */
export const formatMonth = (iso: string): string =>
  dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** A moment, in the reader's zone: 'Nov 3, 2026, 4:05 PM'. A swap's messages, offers and order. */
export const formatDateTime = (iso: string, timeZone?: string): string =>
  dateTimeFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

const dayOf = (date: Date, timeZone: string | undefined) =>
  dateTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
const yearOf = (date: Date, timeZone: string | undefined) => dateTimeFormat({ year: 'numeric', timeZone }).format(date);

/**
 * A moment in a list, as short as it can be (spec §2.11, the swap rows): the time of day if it is
 * today ('3:05 PM'), 'MMM d' if this year ('Nov 20'), else 'MMM d, yyyy' ('Nov 20, 2025'); today and
 * this year in the reader's zone unless one is given.
 */
export function formatListTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) {
    return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  }
  const thisYear = yearOf(date, timeZone) === yearOf(now, timeZone);
  return dateTimeFormat({ month: 'short', day: 'numeric', ...(thisYear ? {} : { year: 'numeric' }), timeZone }).format(
    date,
  );
}
