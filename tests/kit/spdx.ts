// A small reader and judge of SPDX licence expressions (SPDX 2.3, Annex D): licence ids (with `+`,
// "or later"), LicenseRef-/DocumentRef- ids, `WITH` an exception, `AND`, `OR` (AND binds tighter),
// parentheses. Written here rather than installed (spdx-expression-parse is not in node_modules and
// the grammar is a dozen lines); it knows no list of ids: the allow-list it is judged against does.
// Ids and exceptions match case-insensitively, operators only in capitals (as the annex says).

export type LicenceExpression =
  | { kind: 'licence'; id: string; orLater: boolean; exception?: string }
  | { kind: 'and' | 'or'; left: LicenceExpression; right: LicenceExpression };

export class SpdxSyntaxError extends Error {}

const TOKEN = /\s*(\(|\)|[A-Za-z0-9.:+-]+)/y;
const ID = /^(DocumentRef-[A-Za-z0-9.-]+:)?[A-Za-z0-9.-]+$/;

function tokens(text: string): string[] {
  const out: string[] = [];
  let end = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    out.push(m[1] ?? '');
    end = TOKEN.lastIndex;
  }
  const rest = text.slice(end).trim();
  if (rest !== '') throw new SpdxSyntaxError(`"${text}": unexpected "${rest}"`);
  return out;
}

/** Parses one expression; throws SpdxSyntaxError when it is not one. */
export function parseSpdx(text: string): LicenceExpression {
  const list = tokens(text);
  let at = 0;
  const peek = (): string | undefined => list[at];
  const take = (): string => {
    const t = list[at++];
    if (t === undefined) throw new SpdxSyntaxError(`"${text}" ends too early`);
    return t;
  };
  const simple = (): LicenceExpression => {
    const t = take();
    if (t === '(') {
      const inner = or();
      if (take() !== ')') throw new SpdxSyntaxError(`"${text}": a parenthesis is not closed`);
      return inner;
    }
    const orLater = t.endsWith('+');
    const id = orLater ? t.slice(0, -1) : t;
    if (!ID.test(id) || ['AND', 'OR', 'WITH'].includes(id))
      throw new SpdxSyntaxError(`"${text}": "${t}" is not a licence id`);
    if (peek() !== 'WITH') return { kind: 'licence', id, orLater };
    take();
    const exception = take();
    if (!ID.test(exception)) throw new SpdxSyntaxError(`"${text}": "${exception}" is not an exception id`);
    return { kind: 'licence', id, orLater, exception };
  };
  /** Operands read by `operand`, joined left to right by `word` (AND binds tighter: its operands are the simple ones). */
  const joined = (word: 'AND' | 'OR', operand: () => LicenceExpression) => (): LicenceExpression => {
    let left = operand();
    while (peek() === word) {
      take();
      left = { kind: word === 'AND' ? 'and' : 'or', left, right: operand() };
    }
    return left;
  };
  const and = joined('AND', simple);
  const or = joined('OR', and);
  if (list.length === 0) throw new SpdxSyntaxError('the expression is empty');
  const expression = or();
  if (at !== list.length) throw new SpdxSyntaxError(`"${text}": unexpected "${list[at]}"`);
  return expression;
}

export interface SpdxPolicy {
  licences: readonly string[];
  exceptions: readonly string[];
}

/** The ids that stand in the way ([] when the expression is allowed): an OR needs one side, an AND both. */
export function blockingIds(expression: LicenceExpression, policy: SpdxPolicy): string[] {
  const has = (list: readonly string[], id: string): boolean => list.some((x) => x.toLowerCase() === id.toLowerCase());
  switch (expression.kind) {
    case 'licence': {
      const out: string[] = [];
      // "or later" lets the user pick the named version, so the named version decides.
      if (!has(policy.licences, expression.id)) out.push(expression.id + (expression.orLater ? '+' : ''));
      if (expression.exception !== undefined && !has(policy.exceptions, expression.exception))
        out.push(`WITH ${expression.exception}`);
      return out;
    }
    case 'and':
      return [...blockingIds(expression.left, policy), ...blockingIds(expression.right, policy)];
    case 'or': {
      const left = blockingIds(expression.left, policy);
      const right = blockingIds(expression.right, policy);
      return left.length === 0 || right.length === 0 ? [] : [...left, ...right];
    }
  }
}
