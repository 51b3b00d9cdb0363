// The seeded pages and their content (containers, text blocks, photos), and the makers of page elements
// the news articles use too.
import type { SeedKit } from './kit.ts';
import { defaultElementFields } from '../elements.ts';
import {
  columnsOf,
  createContainer,
  createContentNode,
  createElement,
  newPagedRecord,
  placePageElement,
} from '../model.ts';

/** A page element of a seeded element at the top of a column. */
function placeSeededElement(
  k: SeedKit,
  columnId: number,
  type: 'TextBlock' | 'Photo',
  elementId: number,
  now: Date,
  customCssClass: string | null,
): void {
  const pe = k.store.insert('pageElements', {
    id: k.store.nextId('pageElements'),
    element_type: type,
    element_id: elementId,
    position: 0,
    layout_column_id: columnId,
    element_locked: false,
    content_locked: false,
    dependent_type: null,
    mirror_enabled: false,
    custom_css_class: customCssClass,
    question_element_dependency_type: 'any',
    created_on: now,
    updated_on: now,
  });
  placePageElement(k.store, pe, columnId, null);
}

/** A text block page element at the top of a column. */
export const textBlock = (k: SeedKit, columnId: number, html: string): void => {
  const now = k.at();
  const element = createElement(k.store, 'TextBlock', { ...defaultElementFields('TextBlock'), content: html }, now);
  placeSeededElement(k, columnId, 'TextBlock', element.id, now, null);
};

/** A photo page element (with its image) at the top of a column. */
const photo = (k: SeedKit, columnId: number, cutline: string): void => {
  const now = k.at();
  const element = createElement(
    k.store,
    'Photo',
    {
      ...defaultElementFields('Photo'),
      cutline,
      caption: cutline,
      image_id: k.image(),
      has_url: 3,
      url: 'www.example.org/photos',
      protocol: 'https://',
    },
    now,
  );
  placeSeededElement(k, columnId, 'Photo', element.id, now, 'featured-photo');
};

/** The first column of a container. */
export const firstColumnOf = (k: SeedKit, containerId: number): number =>
  columnsOf(k.store, containerId).find((c) => c.position === 1)!.id;

/** A page with its page node, content node and a one-column container holding its title. */
const page = (
  k: SeedKit,
  siteId: number,
  title: string,
  flags: { news?: boolean; events?: boolean; parentNodeId?: number | null },
) => {
  const { store, at, at2 } = k;
  const [c] = at2();
  const { id: pageId, node } = newPagedRecord(store, 'pages', 'Page', {
    site_id: siteId,
    parent_id: flags.parentNodeId ?? null,
  });
  const cn = createContentNode(store, { site_id: siteId, resource_type: 'Page', resource_id: pageId }, c);
  const rec = store.insert('pages', {
    id: pageId,
    site_id: siteId,
    content_node_id: cn.id,
    node_id: node.id,
    parent_id: flags.parentNodeId ?? null,
    button_title: title,
    page_title: title,
    extended_button_title: null,
    display_status: 'public',
    layout_template: 'one_panel',
    in_trash: false,
    has_events: flags.events ?? false,
    has_news: flags.news ?? false,
    uses_sport_header: false,
    cache_timeout: 0,
    friendly_name: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    created_on: c,
    updated_on: c,
  });
  const container = createContainer(store, { content_node_id: cn.id, layout_type: 'oneColumn' }, at());
  textBlock(k, firstColumnOf(k, container.id), `<p>${title}</p>`);
  return { page: rec, node, contentNodeId: cn.id };
};

/** A seeded page: its record, its page node and its content node id. */
export type PageNodes = ReturnType<typeof page>;

/** The pages of the three sites: home, news, events and about us on the default site. */
export function seedPages(k: SeedKit, { SITE, SITE2, FORBIDDEN }: { SITE: number; SITE2: number; FORBIDDEN: number }) {
  const { store, at } = k;
  const home = page(k, SITE, 'Home', { news: true, events: true });
  {
    const c2 = createContainer(
      store,
      { content_node_id: home.contentNodeId, layout_type: 'twoColumn5050', name: 'Highlights' },
      at(),
    );
    const cols = [...store.t.layoutColumns.values()].filter((c) => c.layout_container_id === c2.id);
    photo(k, cols[0]!.id, 'Opening night at Riverside Arena');
    textBlock(k, cols[1]!.id, '<p>Welcome to the <strong>2026-2027</strong> season.</p>');
  }
  const newsPage = page(k, SITE, 'News', { news: true, parentNodeId: home.node.id });
  const eventsPage = page(k, SITE, 'Events', { events: true, parentNodeId: home.node.id });
  page(k, SITE, 'About Us', { parentNodeId: home.node.id });
  const home2 = page(k, SITE2, 'Home', { news: true, events: true });
  page(k, SITE2, 'News', { news: true, parentNodeId: home2.node.id });
  const home3 = page(k, FORBIDDEN, 'Home', { news: true, events: true });
  return { home, newsPage, eventsPage, home2, home3 };
}
