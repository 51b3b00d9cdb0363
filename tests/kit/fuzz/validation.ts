// Checks that a generated body really is invalid: ajv for JSON bodies, a small validator for forms.
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { FormValue } from './types.ts';
import type { Schema } from './spec.ts';

export type Ajv2020Class = typeof Ajv2020Import.default;
const Ajv2020 = ((Ajv2020Import as unknown as { default?: Ajv2020Class }).default ?? Ajv2020Import) as Ajv2020Class;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (ajv: InstanceType<Ajv2020Class>) => void;

export function makeAjv(): InstanceType<Ajv2020Class> {
  const ajv = new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
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
