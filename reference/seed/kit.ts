// What the areas of the seed share: the placeholder files behind every seeded image and video, and the
// kit that makes records (the store, a clock giving each record its own minute, images).
import type { Store } from '../store.ts';

/** 2026-10-01 09:00 UTC: every seeded record gets its own minute after this instant. */
const SEED_START = Date.UTC(2026, 9, 1, 9, 0, 0);

/** A 1x1 PNG, the bytes behind every seeded image. */
export const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PLACEHOLDER_IMAGE_FILE = 'placeholder.png';
export const PLACEHOLDER_VIDEO = Buffer.from('svc reference server placeholder video\n');
export const PLACEHOLDER_VIDEO_FILE = 'placeholder-video.mp4';

/** What every area of the seed makes records with: the store, the clock, and images. */
export class SeedKit {
  private minute = 0;

  constructor(readonly store: Store) {
    store.uploads.set(PLACEHOLDER_IMAGE_FILE, {
      name: PLACEHOLDER_IMAGE_FILE,
      content_type: 'image/png',
      data: PLACEHOLDER_PNG,
    });
    store.uploads.set(PLACEHOLDER_VIDEO_FILE, {
      name: PLACEHOLDER_VIDEO_FILE,
      content_type: 'video/mp4',
      data: PLACEHOLDER_VIDEO,
    });
  }

  /** The next minute: each seeded record has its own. */
  readonly at = (): Date => new Date(SEED_START + this.minute++ * 60_000);

  /** The next minute, twice (created and updated). */
  readonly at2 = (): [Date, Date] => {
    const d = this.at();
    return [d, d];
  };

  /** A new image record on the placeholder file. */
  readonly image = (): number =>
    this.store.insert('images', { id: this.store.nextId('images'), file: PLACEHOLDER_IMAGE_FILE, source_url: null }).id;
}
