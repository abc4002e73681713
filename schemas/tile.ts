import { z } from 'zod';
import { colorSchema, idSchema, linkSchema, optionalText } from './primitives';

export const platformSchema = z.enum(['web', 'mobile']);
export const imageTypeSchema = z.enum(['blank', 'app_logo', 'join_prompt', 'empower_athletes']);
export const displayTypeSchema = z.enum(['popular_models', 'model_description', 'nav_group_header', 'nav_link']);
export const halignmentSchema = z.enum(['left', 'center', 'right']);

/** A per-platform override of a tile (spec §3 'Tile version'). */
export const tileVersionSchema = z.object({
  platform: platformSchema,
  block_layout: optionalText,
  background_image_url: linkSchema.nullish(),
  image_type: imageTypeSchema.nullish(),
  halignment: halignmentSchema.nullish(),
  button_text: optionalText,
  button_color: colorSchema.nullish(),
  text_color: colorSchema.nullish(),
});

/** One tile of a block (spec §3 'Tile'). */
export const tileSchema = z.object({
  id: idSchema,
  title: optionalText,
  subtitle: optionalText,
  name: optionalText,
  destination: linkSchema.nullish(),
  background_image_url: linkSchema.nullish(),
  text_color: colorSchema.nullish(),
  background_color: colorSchema.nullish(),
  image_type: imageTypeSchema.nullish(),
  display_type: displayTypeSchema.nullish(),
  versions: z.array(tileVersionSchema).nullish(),
});

export type Platform = z.infer<typeof platformSchema>;
export type TileVersion = z.infer<typeof tileVersionSchema>;
export type Tile = z.infer<typeof tileSchema>;
