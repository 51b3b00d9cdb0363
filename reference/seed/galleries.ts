// The seeded photo and video galleries with their photos and uploaded videos.
import {
  type SeedKit,
  PLACEHOLDER_PNG,
  PLACEHOLDER_IMAGE_FILE,
  PLACEHOLDER_VIDEO,
  PLACEHOLDER_VIDEO_FILE,
} from './kit.ts';

/** A photo or video gallery of a game, team instance or news article. */
const gallery = (
  k: SeedKit,
  kind: 'photo' | 'video',
  siteId: number,
  object_type: 'game' | 'team_instance' | 'news_article',
  object_id: number,
  name: string,
  approval: boolean,
) => {
  const { store, at2 } = k;
  const [c] = at2();
  return store.insert('galleries', {
    id: store.nextId('galleries'),
    kind,
    site_id: siteId,
    object_type,
    object_id,
    name,
    description: null,
    approval_required: approval,
    created_at: c,
    updated_at: c,
  });
};

/** A photo of a gallery, on the placeholder image. */
const galleryPhoto = (k: SeedKit, galleryId: number, name: string, approved: boolean) => {
  const { store, at2 } = k;
  const [c] = at2();
  store.insert('galleryPhotos', {
    id: store.nextId('galleryPhotos'),
    gallery_id: galleryId,
    name,
    caption: name,
    file: PLACEHOLDER_IMAGE_FILE,
    content_type: 'image/png',
    size: PLACEHOLDER_PNG.length,
    approved,
    created_at: c,
    updated_at: c,
  });
};

/** An uploaded video of a gallery, on the placeholder video. */
const galleryVideo = (k: SeedKit, galleryId: number, siteId: number, name: string, approved: boolean) => {
  const { store, at2 } = k;
  const [c] = at2();
  store.insert('uploadedVideos', {
    id: store.nextId('uploadedVideos'),
    site_id: siteId,
    gallery_id: galleryId,
    element_id: null,
    name,
    description: `${name} (video)`,
    file: PLACEHOLDER_VIDEO_FILE,
    content_type: 'video/mp4',
    size: PLACEHOLDER_VIDEO.length,
    approved,
    created_at: c,
    updated_at: c,
  });
};

/** The galleries of the fixture game, the first team instance and the fixture article (photos and videos), and one on the forbidden site. */
export function seedGalleries(
  k: SeedKit,
  { SITE, FORBIDDEN }: { SITE: number; FORBIDDEN: number },
  ids: { game1: number; game4: number; teamInstance: number; article: number },
) {
  const gamePhotos = gallery(k, 'photo', SITE, 'game', ids.game1, 'Game day photos', false);
  galleryPhoto(k, gamePhotos.id, 'Opening faceoff', true);
  const tiPhotos = gallery(k, 'photo', SITE, 'team_instance', ids.teamInstance, 'Team photos', true);
  galleryPhoto(k, tiPhotos.id, 'Team picture', true);
  galleryPhoto(k, tiPhotos.id, 'Bench', false);
  const articlePhotos = gallery(k, 'photo', SITE, 'news_article', ids.article, 'Article photos', false);
  galleryPhoto(k, articlePhotos.id, 'Arena', true);
  const gameVideos = gallery(k, 'video', SITE, 'game', ids.game1, 'Game day videos', false);
  galleryVideo(k, gameVideos.id, SITE, 'Highlights', true);
  const tiVideos = gallery(k, 'video', SITE, 'team_instance', ids.teamInstance, 'Team videos', true);
  galleryVideo(k, tiVideos.id, SITE, 'Practice', false);
  const articleVideos = gallery(k, 'video', SITE, 'news_article', ids.article, 'Article videos', false);
  galleryVideo(k, articleVideos.id, SITE, 'Interview', true);
  const nPhotos = gallery(k, 'photo', FORBIDDEN, 'game', ids.game4, 'Northfield photos', false);
  galleryPhoto(k, nPhotos.id, 'Northfield arena', true);
  return { gamePhotos, gameVideos };
}
