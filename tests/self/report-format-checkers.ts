// Checkers for the self-tests of the report formats (report-formats-*.test.ts): JSON-LD structure (no
// JSON-LD processor is installed) and XML well-formedness, and the EARL assertions of a document.

const EARL_TERMS = new Set([
  'Assertion',
  'Assertor',
  'Software',
  'TestSubject',
  'TestRequirement',
  'TestCase',
  'TestCriterion',
  'TestResult',
  'assertedBy',
  'subject',
  'test',
  'result',
  'mode',
  'outcome',
  'info',
  'pointer',
  'mainAssertor',
  'passed',
  'failed',
  'cantTell',
  'inapplicable',
  'untested',
  'automatic',
  'manual',
  'semiAuto',
  'undisclosed',
  'unknownMode',
]);
const DCT_TERMS = new Set(['title', 'identifier', 'source', 'description', 'date', 'hasVersion', 'creator']);

/**
 * What JSON-LD expansion needs to turn every key, @id and @type into an absolute IRI and keep every
 * value: keys are keywords or compact IRIs whose prefix the context defines (an undefined prefix
 * would silently read as an IRI scheme), @id and @type expand to IRIs (or blank nodes for @id),
 * value objects hold only @value/@type, and every EARL and Dublin Core term used exists.
 */
export function checkJsonLd(doc: unknown): string[] {
  const problems: string[] = [];
  const top = doc as Record<string, unknown>;
  const ctx = top['@context'] as Record<string, unknown> | undefined;
  if (!ctx || typeof ctx !== 'object') return ['no @context object'];
  for (const [prefix, iri] of Object.entries(ctx)) {
    if (typeof iri !== 'string' || !/^https?:\/\/[^\s]+[#/]$/.test(iri))
      problems.push(`@context ${prefix}: ${String(iri)} is not a namespace IRI`);
  }
  const expand = (value: string, where: string, allowBlank: boolean): string | undefined => {
    if (value.startsWith('_:')) {
      if (!allowBlank) problems.push(`${where}: blank node ${value} not allowed here`);
      return value;
    }
    const m = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(value);
    if (!m) {
      problems.push(`${where}: ${value} is relative`);
      return undefined;
    }
    const [, prefix, suffix] = m as unknown as [string, string, string];
    if (typeof ctx[prefix] === 'string') {
      if (prefix === 'earl' && !EARL_TERMS.has(suffix)) problems.push(`${where}: earl:${suffix} is not an EARL term`);
      if (prefix === 'dct' && !DCT_TERMS.has(suffix)) problems.push(`${where}: dct:${suffix} is not a term used here`);
      return `${ctx[prefix] as string}${suffix}`;
    }
    if (!['http', 'https', 'urn'].includes(prefix) || (prefix !== 'urn' && !suffix.startsWith('//')))
      problems.push(`${where}: prefix ${prefix} of ${value} is not defined`);
    return value;
  };
  const checkValue = (v: unknown, where: string): void => {
    if (v === null) {
      problems.push(`${where}: null drops the value`);
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        checkValue(x, `${where}[${i}]`);
      });
      return;
    }
    if (typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if ('@value' in o) {
      for (const k of Object.keys(o))
        if (k !== '@value' && k !== '@type' && k !== '@language') problems.push(`${where}: ${k} in a value object`);
      if (typeof o['@type'] === 'string') expand(o['@type'], `${where}/@type`, false);
      return;
    }
    checkNode(o, where);
  };
  const checkNode = (node: Record<string, unknown>, where: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (key === '@id') {
        if (typeof value !== 'string') problems.push(`${where}/@id is not a string`);
        else expand(value, `${where}/@id`, true);
      } else if (key === '@type') {
        for (const t of [value].flat()) {
          if (typeof t === 'string') expand(t, `${where}/@type`, false);
          else problems.push(`${where}/@type is not a string`);
        }
      } else if (key.startsWith('@')) {
        problems.push(`${where}: keyword ${key} not expected in a node`);
      } else {
        expand(key, `${where}/${key}`, false);
        checkValue(value, `${where}/${key}`);
      }
    }
  };
  for (const key of Object.keys(top)) if (key !== '@context' && key !== '@graph') problems.push(`top-level key ${key}`);
  const graph = top['@graph'];
  if (!Array.isArray(graph)) return [...problems, 'no @graph array'];
  graph.forEach((n, i) => {
    if (n && typeof n === 'object' && !Array.isArray(n)) checkNode(n as Record<string, unknown>, `@graph[${i}]`);
    else problems.push(`@graph[${i}] is not a node`);
  });
  return problems;
}

/** A small XML well-formedness check: nesting, quoted unique attributes, escaped text and values. */
export function checkXml(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(?!(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;
  for (const m of xml.matchAll(/<[^>]*>|[^<]+/g)) {
    const token = m[0];
    if (!token.startsWith('<')) {
      if (entity.test(token)) problems.push(`bare & in text: ${token.slice(0, 40)}`);
      if (stack.length === 0 && token.trim()) problems.push(`text outside the root: ${token.slice(0, 40)}`);
      continue;
    }
    if (token.startsWith('<?xml')) continue;
    if (token.startsWith('<!--')) continue;
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (close) {
      if (stack.pop() !== close[1]) problems.push(`mismatched </${close[1]}>`);
      continue;
    }
    const open = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!open) {
      problems.push(`malformed tag ${token.slice(0, 60)}`);
      continue;
    }
    const names = [...open[2]!.matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)].map((a) => {
      if (entity.test(a[2]!)) problems.push(`bare & in attribute ${a[1]}`);
      return a[1]!;
    });
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in ${token.slice(0, 60)}`);
    if (stack.length === 0) roots += 1;
    if (open[3] !== '/') stack.push(open[1]!);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read loosely
export type Node = Record<string, any>;
export const assertions = (doc: Node) => (doc['@graph'] as Node[]).filter((n) => n['@type'] === 'earl:Assertion');
