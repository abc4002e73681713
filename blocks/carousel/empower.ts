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

/** Spec §2.7 / §9: the hero carousel advances every 8 s, the tagline every 2.5 s. */
export const SLIDE_INTERVAL_MS = 8000;
export const TAGLINE_INTERVAL_MS = 2500;
