// Response-field faults: for every field the interface lists in the 200 answer of every operation
// (schema-walk.ts), in every answer that carries it: the field is dropped; it is null where the schema
// does not allow null; it has the wrong JSON type (only where its type is constrained).
import { pathText, type GeneratedFault, type PathStep } from './types.ts';
import { listedFields, type ListedField } from './schema-walk.ts';
import type { InterfaceModel } from '../../../src/spec/interface-model.ts';
import type { SchemaRules } from '../../../src/spec/schema-rules.ts';
import { wrongType } from './json-path.ts';

/** Schema objects whose field types the interface does not give: the schema reads them from the field names and the conventions. */
const TYPES_READ_FROM_NAMES = [
  'team.schema.json#/$defs/season',
  'team.schema.json#/$defs/stat_preference',
  'team.schema.json#/$defs/subseason_fields',
  'team.schema.json#/$defs/live_scoring_stat_configuration',
  'team.schema.json#/$defs/subseason',
  'team.schema.json#/$defs/standing_preference',
];
/** ... except these, whose types the interface gives (scoring_methods (string), label_mapping (object), extended_fields (array of string)). */
const TYPES_GIVEN = new Set(['scoring_methods', 'label_mapping', 'extended_fields']);

/**
 * Places no answer of an operation can hold, so a fault there is an equivalent mutant (listed, not
 * run, not counted): the items of a deleted container's layout_columns ("200, the deleted Layout
 * Container (empty layout_columns)", Endpoints > Layout Containers), and the page elements of a
 * created container's columns ("200, Layout Container with a created column": a column just created
 * holds no page element, since a page element is created in an existing column).
 */
function unobservable(operationId: string, path: readonly PathStep[]): string | undefined {
  const at = (key: string) => path.findIndex((s, i) => 'key' in s && s.key === key && 'items' in (path[i + 1] ?? {}));
  const below = (key: string) => {
    const i = at(key);
    return i >= 0 && path.length > i + 2;
  };
  if (operationId === 'deleteLayoutContainer' && below('layout_columns')) {
    return 'the interface states the deleted Layout Container is answered with empty layout_columns, so no column (nor anything in one) is in the answer';
  }
  if (operationId === 'createLayoutContainer' && below('page_elements')) {
    return 'the columns of a container are created with it, and a page element is created in an existing column, so the create answers no page element';
  }
  return undefined;
}

/** The interface operations (OP-*) an operation stands for. */
function opRequirements(model: InterfaceModel, operationId: string): string[] {
  return model.operation(operationId).interfaceOperations;
}

function level(model: InterfaceModel, requirements: readonly string[]): boolean {
  return requirements.every((r) => ['stated', 'assumed'].includes(model.requirements.get(r)?.level ?? ''));
}

/**
 * The requirements a change of a field breaks: what the checker's classification of the schema
 * error it causes names (src/spec/schema-rules.ts, the one table both read), and the interface
 * operations of the answer.
 */
function requirementsOf(
  rules: SchemaRules,
  ops: readonly string[],
  operationId: string,
  field: ListedField,
  change: 'drop' | 'null' | 'type',
): string[] {
  // the value a type fault writes (json-path.ts wrongType), so that every rule it breaks is named
  const wrong = change === 'type' ? wrongType('x', field.types, field.timestamp) : undefined;
  return [...new Set([...rules.requirementsOfChange(operationId, field.path, change, wrong), ...ops])];
}

export function deriveResponseFaults(model: InterfaceModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  const rules = model.rules;
  for (const op of model.operations) {
    const schema = model.response200(op);
    if (!schema) continue;
    const ops = opRequirements(model, op.operationId);
    const seen = new Set<string>();
    for (const field of listedFields(model, schema)) {
      const where = pathText(field.path);
      if (seen.has(where)) continue;
      seen.add(where);
      const typesRead = TYPES_READ_FROM_NAMES.includes(field.declaredIn) && !TYPES_GIVEN.has(field.key);
      const equivalent = unobservable(op.operationId, field.path);
      const common = {
        family: 'response' as const,
        operationId: op.operationId,
        form: '',
        ...(equivalent ? { equivalent } : {}),
      };
      const drop = requirementsOf(rules, ops, op.operationId, field, 'drop');
      out.push({
        ...common,
        id: `gen.drop.${op.operationId}.${where}`,
        variant: 'drop',
        description: `${op.method} ${op.path} answers without the listed field ${where} (every object that carries it loses it).`,
        requirements: drop,
        level: level(model, drop) ? 'stated' : 'implied',
        action: { kind: 'response', mutation: 'drop', path: field.path },
      });
      if (field.types && !field.types.has('null')) {
        const alwaysSet = field.key === 'id' || field.types.has('array');
        const nulled = requirementsOf(rules, ops, op.operationId, field, 'null');
        out.push({
          ...common,
          id: `gen.null.${op.operationId}.${where}`,
          variant: 'null',
          description: `${op.method} ${op.path} answers ${where} as null.${alwaysSet ? '' : ' Implied: the interface says unset values are null but not which values are always set; the schema reads this one as always set.'}`,
          requirements: nulled,
          level: alwaysSet && level(model, nulled) ? 'stated' : 'implied',
          action: { kind: 'response', mutation: 'null', path: field.path },
        });
      }
      if (field.types) {
        const requirements = requirementsOf(rules, ops, op.operationId, field, 'type');
        out.push({
          ...common,
          id: `gen.type.${op.operationId}.${where}`,
          variant: 'type',
          description: `${op.method} ${op.path} answers ${where} with another JSON type than ${[...field.types].filter((t) => t !== 'number' || !field.types!.has('integer')).join(' or ')}${field.timestamp ? ' (a timestamp as a number)' : ''}.${typesRead ? ' Implied: the interface lists this field of the nested team lists without its type; the schema reads it from the name and the conventions.' : ''}`,
          requirements,
          level: !typesRead && level(model, requirements) ? 'stated' : 'implied',
          action: {
            kind: 'response',
            mutation: 'type',
            path: field.path,
            types: [...field.types],
            timestamp: field.timestamp,
          },
        });
      }
    }
  }
  return out;
}
