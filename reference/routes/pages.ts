// Pages: POST /pages. A page starts with a content node holding one container with one column.
import type { FastifyInstance } from 'fastify';
import { accessibleSite } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../errors.ts';
import type { Fields } from '../input.ts';
import { createContainer, createContentNode, newPagedRecord, renumberSiteTree } from '../model.ts';
import type { PageRec } from '../store.ts';
import { serializer } from './common.ts';

const DISPLAY_STATUSES = ['disabled', 'private', 'public'] as const;
const LAYOUT_TEMPLATES = ['one_panel', 'two_panel', 'three_panel'] as const;

export function registerPageRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  app.post('/pages', async (request, reply) => {
    const raw = await readBody(request);
    // The fields are top-level; a body wrapped in `page` is accepted too.
    const body = raw.nested('page') ?? raw;
    const siteId = body.id('site_id') ?? raw.id('site_id', { required: true })!;
    const pageTitle = body.str('page_title', { nullable: true });
    const buttonTitle = body.str('button_title', { nullable: true });
    const parentId = body.id('parent_id', { nullable: true });
    const displayStatus = readEnum(body, 'display_status', DISPLAY_STATUSES, {
      unknownAccepted: ctx.faults.has('page-display-status-unknown-accepted'),
      refused: ctx.faults.has('page-display-status-private-rejected') ? 'private' : undefined,
    });
    const layoutTemplate = readEnum(body, 'layout_template', LAYOUT_TEMPLATES, {
      unknownAccepted: ctx.faults.has('page-layout-template-unknown-accepted'),
      refused: ctx.faults.has('page-layout-template-three-panel-rejected') ? 'three_panel' : undefined,
    });
    // The name shown in the site tree when managing permissions: its request name is not shown;
    // extended_button_title and friendly_name (both response fields) are accepted.
    const extendedButtonTitle = body.str('extended_button_title', { nullable: true });
    const friendlyName = body.str('friendly_name', { nullable: true });
    const hasNews = body.bool('has_news', { nullable: true });
    const hasEvents = body.bool('has_events', { nullable: true });
    const usesSportHeader = body.bool('uses_sport_header', { nullable: true });
    accessibleSite(ctx, siteId);
    if (parentId !== undefined && parentId !== null) {
      const parent = store.t.pageNodes.get(parentId);
      if (!parent || parent.site_id !== siteId)
        throw notFound(`Page node ${parentId} (parent_id) not found in site ${siteId}`);
    }

    const now = store.now();
    const { id, node } = newPagedRecord(store, 'pages', 'Page', { site_id: siteId, parent_id: parentId ?? null });
    const cn = createContentNode(store, { site_id: siteId, resource_type: 'Page', resource_id: id }, now);
    const title =
      (ctx.faults.has('page-title-from-button-title') ? buttonTitle : undefined) ??
      pageTitle ??
      buttonTitle ??
      `Page ${id}`;
    const page: PageRec = {
      id,
      site_id: siteId,
      content_node_id: cn.id,
      node_id: node.id,
      parent_id: parentId ?? null,
      button_title: buttonTitle ?? title,
      page_title: title,
      extended_button_title: extendedButtonTitle ?? null,
      display_status: ctx.faults.has('page-display-status-always-public') ? 'public' : (displayStatus ?? 'public'),
      layout_template: layoutTemplate ?? 'one_panel',
      in_trash: false,
      has_events: hasEvents ?? false,
      has_news: hasNews ?? false,
      uses_sport_header: usesSportHeader ?? false,
      cache_timeout: 0,
      friendly_name: friendlyName ?? null,
      created_on: now,
      updated_on: now,
    };
    store.insert('pages', page);
    if (!ctx.faults.has('page-created-without-container')) {
      createContainer(
        store,
        {
          content_node_id: cn.id,
          layout_type: 'oneColumn',
          ...(ctx.faults.has('page-container-without-column') ? { columns: 0 } : {}),
        },
        now,
      );
    }
    renumberSiteTree(store, siteId);
    if (ctx.faults.has('page-create-answers-201')) reply.code(201);
    return serializer(ctx, request).page(page);
  });
}

/** One of the listed values, or undefined / null; the enum faults accept an unknown value (as undefined) or refuse a listed one. */
function readEnum<T extends string>(
  body: Fields,
  key: string,
  values: readonly T[],
  faults: { unknownAccepted: boolean; refused: T | undefined },
): T | null | undefined {
  const raw = body.raw(key);
  if (faults.unknownAccepted && typeof raw === 'string' && !(values as readonly string[]).includes(raw))
    return undefined;
  return body.oneOf(key, faults.refused === undefined ? values : values.filter((v) => v !== faults.refused), {
    nullable: true,
  });
}
