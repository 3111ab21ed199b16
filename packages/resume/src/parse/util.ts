/** Small helpers shared by the parser's stages. */

export const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const isAllCaps = (text: string): boolean => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

export function removeUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
