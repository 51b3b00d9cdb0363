// extra-fields-everywhere: every JSON object of a response body gets the drawn extra fields (where the
// object has no field of that name): records, nested objects, wrappers, error bodies, and the page
// element that the move result holds as a JSON string. Objects that are maps of one kind of value
// (thumbnails: URLs by size; label_mapping: labels) get an entry of that kind instead. The documented
// empty body of a failed tags index stays empty: "an empty object is the documented body".
import type { ExtraValue } from './params.ts';

/** The move result: {"layout_container": "<the moved page element as JSON>"}. */
const JSON_STRING_KEYS = new Set(['layout_container']);

/** Maps and the entry each gets: another size of the same image; another label. */
const MAP_ENTRIES: Record<string, (map: Record<string, unknown>) => [string, unknown] | undefined> = {
  thumbnails: thumbnailEntry,
  thumbnails_ssl: thumbnailEntry,
  label_mapping: () => ['otl', 'OTL'],
};

function thumbnailEntry(map: Record<string, unknown>): [string, unknown] | undefined {
  const url = map.large ?? Object.values(map).find((v) => typeof v === 'string');
  return typeof url === 'string' ? ['xlarge', url] : undefined;
}

function addTo(record: Record<string, unknown>, extras: readonly (readonly [string, ExtraValue])[]): void {
  for (const [name, value] of extras) {
    // a fresh copy each time: one shared object would be the same reference in many places
    if (!(name in record)) record[name] = structuredClone(value);
  }
}

/** The body with the extra fields added to every object in it (the added values get none themselves). */
export function addExtraFieldsEverywhere(
  body: unknown,
  extras: readonly (readonly [string, ExtraValue])[],
  status = 200,
): unknown {
  if (status >= 400 && isEmptyObject(body)) return body;
  return addEverywhere(body, extras);
}

function isEmptyObject(body: unknown): boolean {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

function addEverywhere(body: unknown, extras: readonly (readonly [string, ExtraValue])[]): unknown {
  if (Array.isArray(body)) {
    body.forEach((item) => {
      addEverywhere(item, extras);
    });
    return body;
  }
  if (body === null || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    const mapEntry = MAP_ENTRIES[key];
    if (mapEntry && child !== null && typeof child === 'object' && !Array.isArray(child)) {
      const map = child as Record<string, unknown>;
      const entry = mapEntry(map);
      if (entry && !(entry[0] in map)) map[entry[0]] = entry[1];
    } else if (typeof child === 'string' && JSON_STRING_KEYS.has(key) && child.startsWith('{')) {
      try {
        record[key] = JSON.stringify(addEverywhere(JSON.parse(child), extras));
      } catch {
        // not JSON after all: left as it is
      }
    } else addEverywhere(child, extras);
  }
  addTo(record, extras);
  return record;
}
