/** Spec §2.7 / §9: the hero carousel advances every 8 s (the tagline's timing is in ui/tile/empower). */
export const SLIDE_INTERVAL_MS = 8000;
