// Rules the interface states that the OpenAPI description does not carry as schema keywords (element
// types, the Photo element's limits, hex colors), merged into the body schemas, each marked with its source.
import { readResourceSchemas } from '../../../src/validation/ajv.ts';
import type { Schema } from './spec.ts';

const src = (text: string) => ({ 'x-fuzz-source': `interface: ${text}` });
/** The Page Element's element_type values, from its schema (the one place the interface's list is written). */
const ELEMENT_TYPE_NAMES = (() => {
  const pageElement = readResourceSchemas().find((f) => f.file === 'page-element.schema.json');
  const elementType = (pageElement?.schema as { properties?: { element_type?: { enum?: string[] } } } | undefined)
    ?.properties?.element_type?.enum;
  if (!elementType) throw new Error('schemas/page-element.schema.json has no element_type enum');
  return elementType;
})();
const HEX = '^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const HEX_MAYBE_HASH = '^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
/** values that break a `pattern`, listed with it (`x-fuzz-bad`) */
const bad = (...values: string[]) => ({ 'x-fuzz-bad': values });
const TEXT_BLOCK_ELEMENT: Schema = {
  type: 'object',
  properties: {
    content: { type: 'string', ...src('TextBlock content (string, HTML allowed)') },
    subtitle: { type: 'string', ...src('TextBlock subtitle') },
    has_url: { type: 'boolean', ...src('TextBlock has_url (boolean)') },
    created_without_fck: { type: 'boolean', ...src('TextBlock created_without_fck (boolean)') },
  },
};
const PHOTO_ELEMENT: Schema = {
  type: 'object',
  properties: {
    caption: { type: 'string', ...src('Photo caption (string)') },
    cutline: { type: 'string', maxLength: 255, ...src('Photo cutline, maximum length 255') },
    url: { type: 'string', maxLength: 255, ...src('Photo url, maximum length 255') },
    protocol: {
      type: 'string',
      enum: ['http://', 'https://', 'mailto:'],
      ...src('Photo protocol, one of http://, https://, mailto:'),
    },
    has_url: { type: 'integer', minimum: 1, maximum: 5, ...src('Photo has_url, integer 1 to 5') },
    show_original: { type: 'boolean', ...src('Photo show_original (boolean)') },
    enlargeable: { type: 'boolean', ...src('Photo enlargeable (boolean)') },
  },
};

/** Schema pieces merged into a body schema at a dotted path ('' is the root). */
export const INTERFACE_SUPPLEMENTS: Record<string, Record<string, Schema>> = {
  'page-element-create-textblock': {
    'page_element.page_element_type': { enum: ELEMENT_TYPE_NAMES, ...src('Page Element element_type: possible types') },
    'page_element.element': TEXT_BLOCK_ELEMENT,
  },
  'page-element-create-photo': {
    'page_element.page_element_type': { enum: ELEMENT_TYPE_NAMES, ...src('Page Element element_type: possible types') },
    'page_element.element': PHOTO_ELEMENT,
  },
  'page-element-update-textblock': { element: TEXT_BLOCK_ELEMENT },
  'page-element-update-photo': { element: PHOTO_ELEMENT },
  'division-colors': {
    'division.primary_color': {
      pattern: HEX,
      ...bad('#1a2b3c', 'zzzzzz', 'red'),
      ...src('hex color code without a leading hash'),
    },
    'division.secondary_color': {
      pattern: HEX,
      ...bad('#1a2b3c', 'zzzzzz', 'red'),
      ...src('hex color code without a leading hash'),
    },
  },
  // the team's colors are "hex color code" (the interface says "without a leading hash" for leagues only)
  'team-colors-wrapped': {
    'team.primary_color': { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
    'team.secondary_color': { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
  },
  'team-colors-bare': {
    primary_color: { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
    secondary_color: { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
  },
};

export function mergeAt(schema: Schema, dotted: string, piece: Schema): Schema {
  const out = structuredClone(schema);
  let node: Schema = out;
  if (dotted !== '') {
    for (const key of dotted.split('.')) {
      node.properties ??= {};
      node = node.properties[key] ??= {};
    }
  }
  for (const [k, v] of Object.entries(piece)) {
    if (k === 'properties') node.properties = { ...(node.properties ?? {}), ...(v as Record<string, Schema>) };
    else (node as Record<string, unknown>)[k] = v;
  }
  return out;
}
