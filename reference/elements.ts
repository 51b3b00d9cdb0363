// Element types of page elements and the fields each kind of Element carries (one table that the
// validation in routes/page-elements.ts and the serialisation in serialize.ts both read).

export const ELEMENT_TYPES = [
  'Comment Stream',
  'Link',
  'PageDivider',
  'Photo',
  'TableBuilder',
  'TextBlock',
  'Video',
  'Mirror',
  'News Aggregator',
  'ExternalVideo',
  'UploadedVideo',
] as const;

export type ElementFamily = 'TextBlock' | 'Photo' | 'Video' | 'Generic';

export function familyOf(type: string): ElementFamily {
  if (type === 'TextBlock') return 'TextBlock';
  if (type === 'Photo') return 'Photo';
  if (type === 'Video' || type === 'ExternalVideo' || type === 'UploadedVideo') return 'Video';
  return 'Generic';
}

const PHOTO_PROTOCOLS = ['http://', 'https://', 'mailto:'] as const;
const VIDEO_ELEMENT_TYPES = ['UploadedVideo', 'ExternalVideo'] as const;

export type FieldSpec =
  | { kind: 'string'; max?: number }
  | { kind: 'int'; min?: number; max?: number; ref?: 'images' }
  | { kind: 'bool' }
  | { kind: 'enum'; values: readonly string[] };

/** Client-writable fields of each family with their defaults (null unless given). */
export const ELEMENT_FIELDS: Record<
  ElementFamily,
  Record<string, { spec: FieldSpec; default: string | number | boolean | null }>
> = {
  TextBlock: {
    subtitle: { spec: { kind: 'string' }, default: null },
    content: { spec: { kind: 'string' }, default: '' },
    display_size: { spec: { kind: 'string' }, default: null },
    alignment: { spec: { kind: 'string' }, default: null },
    url: { spec: { kind: 'string' }, default: null },
    protocol: { spec: { kind: 'string' }, default: null },
    has_url: { spec: { kind: 'bool' }, default: false },
    action: { spec: { kind: 'string' }, default: null },
    image_id: { spec: { kind: 'int', min: 1, ref: 'images' }, default: null },
    created_without_fck: { spec: { kind: 'bool' }, default: false },
    subtitle_alignment: { spec: { kind: 'string' }, default: null },
    cutline: { spec: { kind: 'string' }, default: null },
  },
  Photo: {
    caption: { spec: { kind: 'string' }, default: null },
    cutline: { spec: { kind: 'string', max: 255 }, default: null },
    url: { spec: { kind: 'string', max: 255 }, default: null },
    protocol: { spec: { kind: 'enum', values: PHOTO_PROTOCOLS }, default: null },
    has_url: { spec: { kind: 'int', min: 1, max: 5 }, default: null },
    show_original: { spec: { kind: 'bool' }, default: false },
    enlargeable: { spec: { kind: 'bool' }, default: false },
    action: { spec: { kind: 'string' }, default: null },
    image_id: { spec: { kind: 'int', min: 1, ref: 'images' }, default: null },
  },
  Video: {
    video_element_type: { spec: { kind: 'enum', values: VIDEO_ELEMENT_TYPES }, default: null },
    title: { spec: { kind: 'string' }, default: null },
    description: { spec: { kind: 'string' }, default: null },
    youtube_url: { spec: { kind: 'string', max: 2048 }, default: null },
  },
  Generic: {
    title: { spec: { kind: 'string' }, default: null },
    content: { spec: { kind: 'string' }, default: null },
    url: { spec: { kind: 'string' }, default: null },
  },
};

/** Fields kept by the server (not client-writable) per family, with their defaults. */
export const ELEMENT_SERVER_FIELDS: Record<ElementFamily, Record<string, string | number | boolean | null>> = {
  TextBlock: {},
  Photo: {},
  Video: { uploaded_video_id: null },
  Generic: {},
};

export function defaultElementFields(family: ElementFamily): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [name, def] of Object.entries(ELEMENT_FIELDS[family])) out[name] = def.default;
  Object.assign(out, ELEMENT_SERVER_FIELDS[family]);
  return out;
}
