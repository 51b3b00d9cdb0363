// Checks that a generated body really is invalid: ajv for JSON bodies, a small validator for forms.
import { createAjv, type Ajv } from '../../../src/validation/ajv.ts';
import type { FormValue } from './types.ts';
import type { Schema } from './spec.ts';

/** The suite's ajv set-up (src/validation/ajv.ts), loose on fragments and stopping at the first error. */
export function makeAjv(): Ajv {
  return createAjv({ strict: false, allErrors: false, validateSchema: false });
}

/** Does a form (flat field names, files as FilePart) satisfy a form schema (or any `oneOf` form)? */
export function formValid(schema: Schema, fields: Record<string, FormValue>): boolean {
  if (schema.oneOf) return schema.oneOf.some((s) => formValid(s, fields));
  for (const name of schema.required ?? []) if (!(name in fields)) return false;
  for (const [name, value] of Object.entries(fields)) {
    const s = schema.properties?.[name];
    if (!s) continue; // the forms stay open to further fields
    const isFile = typeof value !== 'string';
    if (s.format === 'binary') {
      if (!isFile) return false;
      continue;
    }
    if (isFile) return false;
    if (s.type === 'integer' && !/^-?\d+$/.test(value)) return false;
    if (s.const !== undefined && value !== s.const) return false;
    if (s.enum && !s.enum.includes(value)) return false;
    if (s.maxLength !== undefined && [...value].length > s.maxLength) return false;
  }
  return true;
}
