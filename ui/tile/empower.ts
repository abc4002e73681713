/** The home tagline and its rotating phrases (spec §1 fixed copy). */
export const EMPOWER_TAGLINE = 'WE EMPOWER ATHLETES';
export const EMPOWER_PHRASES = [
  'TO PLAY',
  'TO SAVE',
  'TO EARN',
  'TO CONNECT',
  'TO PAY IT FORWARD',
  'TO SAVE THE PLANET',
  'TO BE THEIR BEST',
] as const;

/** Spec §2.7 / §9: the tagline's phrase changes every 2.5 s. */
export const TAGLINE_INTERVAL_MS = 2500;
