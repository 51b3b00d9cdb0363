// The size of every source unit: lines per file and per function (declarations, methods, arrow and
// function expressions), read with swc's parser (TypeScript 7 has no JavaScript compiler API).
// Groupings are not functions: a class body, and the callback of a `describe` (Playwright's
// test.describe or node:test's describe), whose tests are each measured on their own.
// tests/self/architecture.test.ts holds the limits of docs/ARCHITECTURE.md.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseSync } from '@swc/core';
import { PROJECT_ROOT } from '../../src/paths.ts';

export interface UnitSize {
  file: string;
  name: string;
  lines: number;
  line: number;
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
  'PrivateMethod',
  'Constructor',
]);

/** The TypeScript and .mjs files git tracks (what a clone has). */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.mjs'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 10) line++;
  return line;
}

function nameOf(node: Record<string, unknown>, parentKey: string): string {
  const ident = (v: unknown): string | undefined =>
    typeof v === 'object' && v !== null && typeof (v as { value?: unknown }).value === 'string'
      ? (v as { value: string }).value
      : undefined;
  return (
    ident(node.identifier) ??
    ident(node.key) ??
    (node.type === 'Constructor' ? 'constructor' : `(${parentKey || 'anonymous'})`)
  );
}

/** `describe(...)`, `test.describe(...)`, `test.describe.serial(...)`, ... */
function isDescribe(callee: unknown): boolean {
  const c = callee as { type?: string; value?: string; property?: { value?: string }; object?: unknown } | undefined;
  if (!c) return false;
  if (c.type === 'Identifier') return c.value === 'describe';
  if (c.type === 'MemberExpression') return c.property?.value === 'describe' || isDescribe(c.object);
  return false;
}

/** Every function of one file with its length in lines. */
export function functionSizes(file: string): UnitSize[] {
  const text = readFileSync(`${PROJECT_ROOT}/${file}`, 'utf8');
  const bytes = Buffer.from(text);
  const module = parseSync(text, { syntax: 'typescript', target: 'es2022' });
  const out: UnitSize[] = [];
  const visit = (value: unknown, parentKey: string, parentName: string, grouping = false): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, parentKey, parentName, grouping);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    let name = parentName;
    if (node.type === 'CallExpression' && isDescribe(node.callee)) {
      for (const arg of node.arguments as Array<{ expression: unknown }>)
        visit(arg.expression, 'describe', parentName, true);
      return;
    }
    if (grouping && typeof node.type === 'string' && FUNCTION_TYPES.has(node.type)) {
      visit(node.body, parentKey, parentName);
      return;
    }
    if (typeof node.type === 'string' && FUNCTION_TYPES.has(node.type)) {
      const span = node.span as { start: number; end: number } | undefined;
      if (span) {
        const start = lineAt(bytes, span.start - 1);
        const end = lineAt(bytes, span.end - 1);
        name = nameOf(node, parentName);
        out.push({ file, name, lines: end - start + 1, line: start });
      }
    } else if (node.type === 'VariableDeclarator') {
      name = nameOf({ identifier: node.id as Record<string, unknown> | undefined }, parentName);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'span') visit(child, key, name);
  };
  visit(module.body, '', '');
  return out;
}

export function fileSizes(): Array<{ file: string; lines: number }> {
  return sourceFiles().map((file) => ({
    file,
    lines: readFileSync(`${PROJECT_ROOT}/${file}`, 'utf8').split('\n').length - 1,
  }));
}
