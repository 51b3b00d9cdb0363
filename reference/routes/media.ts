// Keeping uploaded files: images (photo elements, news article images) and videos, all in memory.
import type { Ctx } from '../context.ts';
import type { UploadedFile } from '../input.ts';
import type { Store } from '../store.ts';

/** A URL-safe file name for /uploads/<name>. */
function uploadName(prefix: string, id: number, filename: string, fallbackExt: string): string {
  const clean = filename
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return `${prefix}-${id}-${clean || `upload${fallbackExt}`}`;
}

/** Stores an uploaded image and returns its image id. */
export function storeImage(store: Store, file: UploadedFile): number {
  const id = store.nextId('images');
  const name = uploadName('image-file', id, file.filename, '.png');
  store.uploads.set(name, { name, content_type: file.mimetype || 'application/octet-stream', data: file.data });
  store.insert('images', { id, file: name, source_url: null });
  return id;
}

/** Records an image given by its location (a URL) instead of a file. */
export function storeImageLocation(store: Store, url: string): number {
  const id = store.nextId('images');
  store.insert('images', { id, file: '', source_url: url });
  return id;
}

/** Stores an uploaded file under a name and returns the name. */
export function storeFile(store: Store, prefix: string, id: number, file: UploadedFile, fallbackExt: string): string {
  const name = uploadName(prefix, id, file.filename, fallbackExt);
  store.uploads.set(name, { name, content_type: file.mimetype || 'application/octet-stream', data: file.data });
  return name;
}

/** Drops an uploaded file unless it is one of the seed's shared placeholders. */
export function releaseUpload(store: Store, name: string): void {
  if (name.startsWith('placeholder')) return;
  store.uploads.delete(name);
}

/**
 * Whether an uploaded video is refused on a site: "The uploaded-video setting must be enabled for
 * the site to use upload functionality" (the two faults break it each way).
 */
export function uploadsRefused(ctx: Ctx, settingOn: boolean): boolean {
  if (ctx.faults.has('uploaded-videos-refused-with-setting-on')) return true;
  if (ctx.faults.has('uploaded-videos-accepted-with-setting-off')) return false;
  return !settingOn;
}
