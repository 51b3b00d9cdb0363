// The interface text (spec/interface-specification.md) cut into the units that spec/text-map.yaml
// accounts for: every sentence of prose and of list items, and every table row. Each unit has a
// stable anchor (section path plus block and sentence number, or row number) and a hash of its text,
// so a change to the text under a mapping is noticed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { INTERFACE_PATH } from '../paths.ts';

type TextUnitKind = 'sentence' | 'item' | 'row';

export interface TextUnit {
  /** `<section path>#para-<block>.<sentence>`, `#item-<item>.<sentence>` or `#row-<table>.<row>` */
  anchor: string;
  /** the heading chain below the document title, for example "Endpoints > Sites" */
  section: string;
  kind: TextUnitKind;
  text: string;
  /** the first 12 hex digits of the SHA-256 of the text with its white space collapsed */
  hash: string;
}

const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const hashOfText = (text: string): string =>
  createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 12);

/** Sentences of a prose block: a full stop, question or exclamation mark followed by space and a
 *  capital, a backtick or an opening parenthesis ends a sentence; "e.g." and "i.e." never do. */
export function sentencesOf(text: string): string[] {
  const guarded = text.replace(/\b(e\.g|i\.e)\./g, '$1\u0000');
  return guarded
    .split(/(?<=[.!?])\s+(?=[A-Z`(])/)
    .map((s) => s.replace(/\u0000/g, '.').trim())
    .filter((s) => s.length > 0);
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function textUnitsOf(markdown: string): TextUnit[] {
  const units: TextUnit[] = [];
  const headings: string[] = [];
  let counters = { para: 0, item: 0, table: 0 };
  let paragraph: string[] = [];
  let table: string[] | undefined;

  const section = () => headings.slice(1).join(' > ');
  const sectionPath = () => headings.slice(1).map(slug).join('/') || 'preamble';
  const add = (anchor: string, kind: TextUnitKind, text: string) =>
    units.push({ anchor: `${sectionPath()}#${anchor}`, section: section(), kind, text, hash: hashOfText(text) });
  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    counters.para += 1;
    sentencesOf(paragraph.join(' ')).forEach((s, i) => {
      add(`para-${counters.para}.${i + 1}`, 'sentence', s);
    });
    paragraph = [];
  };
  const flushTable = () => {
    if (!table) return;
    counters.table += 1;
    // The first line names the columns and the second is the separator; every other line is a row.
    table.slice(2).forEach((row, i) => {
      add(`row-${counters.table}.${i + 1}`, 'row', cellsOf(row).join(' | '));
    });
    table = undefined;
  };

  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const listItem = /^(?:-|\d+\.)\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushTable();
      headings.length = heading[1]!.length - 1;
      headings.push(heading[2]!.trim());
      counters = { para: 0, item: 0, table: 0 };
    } else if (line.trim().startsWith('|')) {
      flushParagraph();
      (table ??= []).push(line);
    } else if (listItem) {
      flushParagraph();
      flushTable();
      counters.item += 1;
      sentencesOf(listItem[1]!).forEach((s, i) => {
        add(`item-${counters.item}.${i + 1}`, 'item', s);
      });
    } else if (line.trim() === '') {
      flushParagraph();
      flushTable();
    } else {
      flushTable();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushTable();
  return units;
}

export function loadInterfaceText(path = INTERFACE_PATH): TextUnit[] {
  return textUnitsOf(readFileSync(path, 'utf8'));
}
