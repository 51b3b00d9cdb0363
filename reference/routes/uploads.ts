// Uploaded photos and videos are kept in memory and served back under /uploads/<name>, so that the
// thumbnail and video URLs in responses resolve. Not part of the interface; no credential needed (a
// browser showing a thumbnail sends none).
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { notFound } from '../errors.ts';
import type { UploadRec } from '../store.ts';

const IMAGE_SIZE = /^image-(\d{1,15})-(thumb|small|medium|large)\.png$/;

export function registerUploadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/uploads/:name', { config: { auth: 'public' } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    let upload: UploadRec | undefined = store.uploads.get(name);
    const m = IMAGE_SIZE.exec(name);
    if (!upload && m) {
      const image = store.t.images.get(Number(m[1]));
      if (image) upload = store.uploads.get(image.file);
    }
    if (!upload) throw notFound(`Upload ${name} not found`);
    reply.header('cache-control', 'no-store').type(upload.content_type);
    return reply.send(upload.data);
  });
}
