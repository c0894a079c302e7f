import type { z } from '@ongi/shared';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object a form schema is built on, through its refinements, pipes and defaults. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? null;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  if (def.innerType) return shapeOf(def.innerType);
  return null;
}

/** The empty value a field of this kind starts from when its schema gives no default: '' for text, and so on. */
function emptyOf(schema: z.ZodType): { value: unknown } | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { value: '' };
    case 'boolean':
      return { value: false };
    case 'array':
      return { value: [] };
    case 'object':
      return { value: schemaDefaults(schema) };
    case 'pipe':
      return def.in ? emptyOf(def.in) : null;
    default:
      return def.innerType ? emptyOf(def.innerType) : null;
  }
}

/**
 * A form's starting values as its schema gives them: each field's own
 * default (a preset choice, [] for rows), else the empty value of its kind
 * ('' for text, false for a flag); nothing for a choice without a default.
 * The schema says it once; the form does not repeat it.
 */
export function schemaDefaults(schema: z.ZodType): Record<string, unknown> {
  const shape = shapeOf(schema);
  if (!shape) return {};
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(undefined);
    const start = parsed.success && parsed.data !== undefined ? { value: parsed.data } : emptyOf(field);
    if (start) values[key] = start.value;
  }
  return values;
}
