/**
 * The Shape (shape.ts) of a schema, made at build time for a first paint. It knows the building blocks
 * of schema.ts by identity and the zod/mini forms they are made of; anything else (a refinement, a
 * transform of its own) throws, so a schema the reader could not follow fails the build, not a member.
 */
import type * as z from 'zod/mini';
import { THEN, type ThenName } from './coerce.ts';
import { optFlag, optNum, raw } from './schema.ts';
import type { Shape } from './shape.ts';

const THEN_NAMES = new Map<unknown, ThenName>(Object.entries(THEN).map(([name, fn]) => [fn, name as ThenName]));

const LEAVES = new Map<unknown, Shape>([
  [raw.num, { t: 'num' }],
  [raw.str, { t: 'str' }],
  [raw.optStr, { t: 'optStr' }],
  [raw.flag, { t: 'flag' }],
  [optNum, { t: 'optNum' }],
  [optFlag, { t: 'optFlag' }],
]);

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  defaultValue?: unknown;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  transform?: unknown;
  checks?: unknown[];
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function shapeOf(schema: z.ZodMiniType, where = 'answer'): Shape {
  const leaf = LEAVES.get(schema);
  if (leaf) return leaf;
  const def = defOf(schema);
  if (def.checks?.length) throw new Error(`${where}: a check the first paint cannot follow`);
  switch (def.type) {
    // The schemas are built on first use (schema.ts): the shape is the built one's.
    case 'lazy':
      return shapeOf(def.getter!(), where);
    case 'object':
      return {
        t: 'object',
        of: Object.fromEntries(
          Object.entries(def.shape!).map(([key, field]) => [key, shapeOf(field, `${where}.${key}`)]),
        ),
      };
    case 'array':
      return { t: 'array', of: shapeOf(def.element!, `${where}[]`) };
    case 'union':
      return { t: 'union', of: def.options!.map((option) => shapeOf(option, where)) };
    case 'optional':
    case 'nullable':
      return { t: def.type, of: shapeOf(def.innerType!, where) };
    case 'default':
      return { t: 'default', of: shapeOf(def.innerType!, where), value: def.defaultValue };
    case 'pipe': {
      const then = defOf(def.out!).type === 'transform' ? THEN_NAMES.get(defOf(def.out!).transform) : undefined;
      if (then) return { t: 'then', fn: then, of: shapeOf(def.in!, where) };
      break;
    }
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'unknown':
      return { t: def.type };
  }
  throw new Error(`${where}: a ${def.type} the first paint cannot follow`);
}
