/**
 * The error page's sport clips (spec §2.13, §9: a pool of 17 numbered videos), generated once by
 * scripts/generate-error-videos.sh and built as assets. Lazy: each clip's URL is a chunk of its own, loaded when
 * the error page picks it, and its bytes only when the page shows it; no other page loads anything of them.
 */
const clips = import.meta.glob<string>('../static/error-videos/sport-*.webm', { query: '?url', import: 'default' });
const posters = import.meta.glob<string>('../static/error-videos/sport-*.webp', { query: '?url', import: 'default' });
/** The pool's files in order, sport-00 first. */
const files = Object.keys(clips).sort();

export interface ErrorVideo {
  /** The clip: 4 s, 320×180 VP9 WebM without sound. */
  src: string;
  /** Its first frame, shown alone when the visitor prefers reduced motion. */
  poster: string;
}

/** How many clips the pool holds. */
export const ERROR_VIDEO_COUNT = files.length;

/** The URLs of clip `index` of the pool. */
export async function loadErrorVideo(index: number): Promise<ErrorVideo> {
  const file = files[index];
  if (file === undefined) throw new RangeError(`No error video ${index} (the pool holds ${ERROR_VIDEO_COUNT})`);
  const [src, poster] = await Promise.all([clips[file]!(), posters[file.replace(/\.webm$/, '.webp')]!()]);
  return { src, poster };
}

/** Spec §2.13, §9: the error page picks index 1 to 16 of the 17, never the first. */
export function pickErrorVideo(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (ERROR_VIDEO_COUNT - 1));
}
