// Response-field faults: for every field the interface lists in the 200 answer of every operation
// (schema-walk.ts), in every answer that carries it: the field is dropped; it is null where the schema
// does not allow null; it has the wrong JSON type (only where its type is constrained).
import { pathText, type GeneratedFault } from './types.ts';
import { listedFields, type ListedField } from './schema-walk.ts';
import type { SpecModel } from './spec-model.ts';

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

function isId(field: ListedField): boolean {
  return (field.key === 'id' || field.key.endsWith('_id')) && field.types?.has('integer') === true;
}

/** The interface operations (OP-*) an operation stands for. */
function opRequirements(model: SpecModel, operationId: string): string[] {
  return model.operation(operationId).interfaceOperations;
}

function level(model: SpecModel, requirements: readonly string[]): boolean {
  return requirements.every((r) => ['stated', 'assumed'].includes(model.requirements.get(r)?.level ?? ''));
}

/**
 * Why no answer of the operation can carry the field at this path (an equivalent mutant), or
 * undefined: what the interface says the answer holds leaves no object there to change.
 */
function unreachable(operationId: string, where: string): string | undefined {
  if (operationId === 'deleteLayoutContainer' && where.startsWith('layout_columns[].')) {
    return 'the delete answers the deleted container with empty layout_columns (Endpoints > Layout Containers, Delete): no column is there to carry this field';
  }
  if (operationId === 'createLayoutContainer' && where.startsWith('layout_columns[].page_elements[]')) {
    return 'a container just created holds its new column and no page element (Endpoints > Layout Containers, Create): no page element is there to carry this field';
  }
  if (operationId === 'createNewsArticle' && where.includes('.page_elements[]')) {
    return 'a news article just created has one container holding one column and no page element (Structure relations); only a create from a template (template_id, which the interface gives no way to find) could answer one';
  }
  return undefined;
}

export function deriveResponseFaults(model: SpecModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const op of model.operations) {
    const schema = model.response200(op);
    if (!schema) continue;
    const ops = opRequirements(model, op.operationId);
    const seen = new Set<string>();
    for (const field of listedFields(model, schema)) {
      const where = pathText(field.path);
      if (seen.has(where)) continue;
      seen.add(where);
      const base = [...new Set([...field.requirements, ...ops])];
      const typesRead = TYPES_READ_FROM_NAMES.includes(field.declaredIn) && !TYPES_GIVEN.has(field.key);
      const equivalent = unreachable(op.operationId, where);
      const common = { family: 'response' as const, operationId: op.operationId, form: '', ...(equivalent ? { equivalent } : {}) };
      const drop = [...base, 'NULL-FOR-UNSET'];
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
        out.push({
          ...common,
          id: `gen.null.${op.operationId}.${where}`,
          variant: 'null',
          description: `${op.method} ${op.path} answers ${where} as null.${alwaysSet ? '' : ' Implied: the interface says unset values are null but not which values are always set; the schema reads this one as always set.'}`,
          requirements: base,
          level: alwaysSet && level(model, base) ? 'stated' : 'implied',
          action: { kind: 'response', mutation: 'null', path: field.path },
        });
      }
      if (field.types) {
        const requirements = [...base, ...(isId(field) ? ['ID-INTEGER'] : []), ...(field.timestamp ? ['TIMESTAMP-NUMERIC-OFFSET'] : [])];
        out.push({
          ...common,
          id: `gen.type.${op.operationId}.${where}`,
          variant: 'type',
          description: `${op.method} ${op.path} answers ${where} with another JSON type than ${[...field.types].filter((t) => t !== 'number' || !field.types!.has('integer')).join(' or ')}${field.timestamp ? ' (a timestamp as a number)' : ''}.${typesRead ? ' Implied: the interface lists this field of the nested team lists without its type; the schema reads it from the name and the conventions.' : ''}`,
          requirements,
          level: !typesRead && level(model, requirements) ? 'stated' : 'implied',
          action: { kind: 'response', mutation: 'type', path: field.path, types: [...field.types], timestamp: field.timestamp },
        });
      }
    }
  }
  return out;
}
