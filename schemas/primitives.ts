import { z } from 'zod';

/** A numeric database id, as the API sends it. */
export const idSchema = z.number().int().positive();

/** Optional text from the CMS: absent, null or a string. */
export const optionalText = z.string().nullish();

/**
 * A link target: a site path ('/shop/golf') or an http(s) URL.
 * Anything else (javascript:, data:) is invalid content, so the block holding it is dropped.
 */
export const linkSchema = z.string().regex(/^(\/(?!\/)|https?:\/\/)/i, 'must be a site path or an http(s) URL');

/** A CSS colour as the CMS stores it: #rgb, #rrggbb, #rrggbbaa or a colour keyword. */
export const colorSchema = z.string().regex(/^(#[0-9a-f]{3,8}|[a-z]+)$/i, 'must be a hex colour or a colour name');

/** An ISO 8601 date-time string. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
