// Photo and video galleries, gallery photos and uploaded videos. These endpoints take a bearer
// credential, or HTTP basic credentials with the SVC-API-TOKEN header. Their response bodies are not
// shown by the interface; see serialize.ts for the shape chosen here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { ApiError, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { type Fields, pathId } from '../input.ts';
import { siteOfTeamInstance } from '../model.ts';
import { GALLERY_OBJECT_TYPES, type GalleryObjectType, type GalleryRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';
import { uploadsRefused } from './media.ts';
import { releaseUpload, storeFile } from './media.ts';

const OBJECT_TYPE_ALIASES: Record<string, GalleryObjectType> = {
  game: 'game',
  teaminstance: 'team_instance',
  newsarticle: 'news_article',
  event: 'event',
  tournament: 'tournament',
};

/** object_type as the client wrote it (game, Game, team_instance, TeamInstance, ...). */
function objectType(f: Fields, key: string, required: boolean): GalleryObjectType | undefined {
  const raw = f.str(key, { required });
  if (raw === undefined || raw === null) return undefined;
  const t = OBJECT_TYPE_ALIASES[raw.replace(/[_\s-]/g, '').toLowerCase()];
  if (!t) throw invalid(`${f.name(key)} must be one of ${GALLERY_OBJECT_TYPES.join(', ')}`);
  return t;
}

/** The site of an existing object of a gallery (404 when it does not exist). */
function siteOfObject(ctx: Ctx, type: GalleryObjectType, id: number): number {
  const { store } = ctx;
  let site: number | undefined;
  if (type === 'game') site = store.t.games.get(id)?.site_id;
  else if (type === 'team_instance') site = siteOfTeamInstance(store, id);
  else if (type === 'news_article') site = store.t.newsArticles.get(id)?.site_id;
  if (site === undefined) throw notFound(`${type} ${id} not found`);
  requireSiteAccess(ctx, site, `${type} ${id}`);
  return site;
}

/** The index handler of photo or video galleries (object_type and object_id filter). */
function listGalleries(ctx: Ctx, kind: 'photo' | 'video') {
  const { store } = ctx;
  return async (request: FastifyRequest) => {
    const q = query(request);
    const type = objectType(q, 'object_type', false);
    if (
      type === 'game' &&
      ctx.faults.has(kind === 'photo' ? 'photo-galleries-refuse-game' : 'video-galleries-refuse-game')
    ) {
      throw invalid(`object_type must be one of ${GALLERY_OBJECT_TYPES.filter((t) => t !== 'game').join(', ')}`);
    }
    const id = q.id('object_id');
    if (type !== undefined && id !== undefined && id !== null) siteOfObject(ctx, type, id);
    const ser = serializer(ctx, request);
    const list = [...store.t.galleries.values()]
      .filter(
        (g) =>
          g.kind === kind &&
          canAccessSite(ctx, g.site_id) &&
          (type === undefined || g.object_type === type || !filterApplies(ctx, 'object_type')) &&
          (id === undefined || id === null || g.object_id === id || !filterApplies(ctx, 'object_id')),
      )
      .sort(byId);
    return ser.list(list.map((g) => ser.gallery(g)));
  };
}

/** The show handler of a photo or video gallery. */
function showGallery(ctx: Ctx, kind: 'photo' | 'video') {
  const { store } = ctx;
  return async (request: FastifyRequest) => {
    const id = pathId(request.params);
    const g = store.t.galleries.get(id);
    const hidden = ctx.faults.has(kind === 'photo' ? 'photo-gallery-show-404' : 'video-gallery-show-404');
    if (!g || g.kind !== kind || hidden)
      throw notFound(`${kind === 'photo' ? 'Photo' : 'Video'} gallery ${id} not found`);
    requireSiteAccess(ctx, g.site_id, `${kind} gallery ${id}`);
    return serializer(ctx, request).gallery(g);
  };
}

/** The gallery of an object (only general pages have several; these objects have one, made on first upload). */
function galleryFor(
  ctx: Ctx,
  kind: 'photo' | 'video',
  type: GalleryObjectType,
  objectId: number,
  siteId: number,
): GalleryRec {
  const { store } = ctx;
  const existing = [...store.t.galleries.values()]
    .filter((g) => g.kind === kind && g.object_type === type && g.object_id === objectId)
    .sort(byId)[0];
  if (existing) return existing;
  const now = store.now();
  return store.insert('galleries', {
    id: store.nextId('galleries'),
    kind,
    site_id: siteId,
    object_type: type,
    object_id: objectId,
    name: kind === 'photo' ? 'Photos' : 'Videos',
    description: null,
    approval_required: false,
    created_at: now,
    updated_at: now,
  });
}

/** GET /photo_galleries, /photo_galleries/:id, /video_galleries, /video_galleries/:id. */
function registerGalleryReadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const galleryAuth = { config: { auth: 'gallery' as const } };
  app.get('/photo_galleries', galleryAuth, listGalleries(ctx, 'photo'));

  app.get('/photo_galleries/:id', galleryAuth, showGallery(ctx, 'photo'));

  app.get('/video_galleries', galleryAuth, listGalleries(ctx, 'video'));

  app.get('/video_galleries/:id', galleryAuth, showGallery(ctx, 'video'));
}

/** POST /gallery_photos and DELETE /gallery_photos/:id. */
function registerGalleryPhotoRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const galleryAuth = { config: { auth: 'gallery' as const } };
  const galleryUpload = { config: { auth: 'gallery' as const, bodies: ['multipart'] as 'multipart'[] } };
  app.post('/gallery_photos', galleryUpload, async (request, reply) => {
    const body = await readBody(request);
    const type = objectType(body, 'object_type', true)!;
    const objectId = body.id('object_id', { required: true })!;
    const file = body.file('filedata', { required: true })!;
    const caption = body.str('caption', {
      nullable: true,
      max: 255,
      required: ctx.faults.has('gallery-photo-upload-needs-caption'),
    });
    const name = body.str('name', { nullable: true, max: 255 });
    const approved = body.bool('approved', { nullable: true });
    const siteId = siteOfObject(ctx, type, objectId);
    if (file.data.length === 0) throw invalid('filedata is empty');

    const gallery = galleryFor(ctx, 'photo', type, objectId, siteId);
    const now = store.now();
    const id = store.nextId('galleryPhotos');
    const photo = store.insert('galleryPhotos', {
      id,
      gallery_id: gallery.id,
      name: name ?? (file.filename || `photo-${id}`),
      caption: caption ?? null,
      file: storeFile(store, 'gallery-photo', id, file, '.png'),
      content_type: file.mimetype || 'application/octet-stream',
      size: file.data.length,
      approved: gallery.approval_required ? (approved ?? false) : true,
      created_at: now,
      updated_at: now,
    });
    if (ctx.faults.has('gallery-photo-upload-not-json')) return reply.type('text/plain; charset=utf-8').send('OK');
    // upload-created-201: no output is shown for the gallery uploads
    if (ctx.variations.has('upload-created-201')) reply.code(201);
    return serializer(ctx, request).galleryPhoto(photo);
  });

  app.delete('/gallery_photos/:id', galleryAuth, async (request, reply) => {
    const id = pathId(request.params);
    const photo = found(store.t.galleryPhotos.get(id), 'Gallery photo', id);
    const gallery = found(store.t.galleries.get(photo.gallery_id), 'Photo gallery', photo.gallery_id);
    requireSiteAccess(ctx, gallery.site_id, `gallery photo ${id}`);
    const deleted = serializer(ctx, request).galleryPhoto(photo);
    if (ctx.faults.has('gallery-photo-delete-keeps-record')) return deleted;
    store.remove('galleryPhotos', id);
    releaseUpload(store, photo.file);
    if (ctx.faults.has('gallery-photo-delete-answers-204')) return reply.code(204).send();
    return deleted;
  });
}

/** POST /uploaded_videos and DELETE /uploaded_videos/:id. */
function registerUploadedVideoRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const galleryAuth = { config: { auth: 'gallery' as const } };
  const galleryUpload = { config: { auth: 'gallery' as const, bodies: ['multipart'] as 'multipart'[] } };
  app.post('/uploaded_videos', galleryUpload, async (request, reply) => {
    const body = await readBody(request);
    const uv = body.nested('uploaded_video', { required: true })!;
    const type = objectType(uv, 'object_type', true)!;
    const objectId = uv.id('object_id', { required: true })!;
    const file = uv.file('filedata', { required: true })!;
    const name = uv.str('name', { nullable: true, max: 255 });
    const description = uv.str('description', { nullable: true });
    const approved = uv.bool('approved', { nullable: true });
    const siteId = siteOfObject(ctx, type, objectId);
    if (file.data.length === 0) throw invalid('uploaded_video.filedata is empty');
    if (uploadsRefused(ctx, store.t.sites.get(siteId)!.uploaded_videos_enabled)) {
      throw new ApiError('forbidden', `Uploaded videos are not enabled for site ${siteId}`, undefined, 403);
    }

    const gallery = galleryFor(ctx, 'video', type, objectId, siteId);
    const now = store.now();
    const id = store.nextId('uploadedVideos');
    const video = store.insert('uploadedVideos', {
      id,
      site_id: siteId,
      gallery_id: gallery.id,
      element_id: null,
      name: name ?? (file.filename || `video-${id}`),
      description: description ?? null,
      file: storeFile(store, 'video', id, file, '.mp4'),
      content_type: file.mimetype || 'application/octet-stream',
      size: file.data.length,
      approved: gallery.approval_required ? (approved ?? false) : true,
      created_at: now,
      updated_at: now,
    });
    if (ctx.faults.has('gallery-video-upload-not-json'))
      return reply.type('text/html; charset=utf-8').send(`<html><body><p>Video ${id} uploaded</p></body></html>`);
    if (ctx.variations.has('upload-created-201')) reply.code(201);
    return serializer(ctx, request).uploadedVideo(video);
  });

  app.delete('/uploaded_videos/:id', galleryAuth, async (request, reply) => {
    const id = pathId(request.params);
    const video = found(store.t.uploadedVideos.get(id), 'Uploaded video', id);
    requireSiteAccess(ctx, video.site_id, `uploaded video ${id}`);
    if (video.gallery_id === null && ctx.faults.has('uploaded-video-delete-page-video-404'))
      throw notFound(`Uploaded video ${id} not found in any gallery`);
    const deleted = serializer(ctx, request).uploadedVideo(video);
    const galleryVideo = video.gallery_id !== null;
    if (galleryVideo && ctx.faults.has('gallery-video-delete-keeps-record')) return deleted;
    // A page element showing this video stays, without its video.
    if (video.element_id !== null) {
      const element = store.t.elements.get(video.element_id);
      if (element) element.fields.uploaded_video_id = null;
    }
    store.remove('uploadedVideos', id);
    releaseUpload(store, video.file);
    if (galleryVideo && ctx.faults.has('gallery-video-delete-answers-204')) return reply.code(204).send();
    return deleted;
  });
}

/** Every gallery route: the galleries, gallery photos and uploaded videos. */
export function registerGalleryRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerGalleryReadRoutes(app, ctx);
  registerGalleryPhotoRoutes(app, ctx);
  registerUploadedVideoRoutes(app, ctx);
}
