/**
 * The one text check of the API. A string a user typed that holds NUL, another control character
 * (tab, line feed and carriage return are text), a lone surrogate or a noncharacter is refused
 * with a 400 naming the field; the same characters in text extracted from a document are dropped.
 * PostgreSQL stores none of them (NUL in text, a lone surrogate in jsonb), so they never reach it.
 */
const BAD_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT_ALL = new RegExp(BAD_TEXT.source, 'g');

/** How deep a JSON value a client sends may nest (a resume needs about 5 levels). */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a string, in words, or undefined when it is fine. */
export function textProblem(value: string): string | undefined {
  const m = BAD_TEXT.exec(value);
  if (!m) return undefined;
  const c = m[0].charCodeAt(0);
  if (c === 0) return 'contains a NUL character';
  if (c < 0x20) return 'contains a control character';
  if (c >= 0xd800 && c <= 0xdfff) return 'contains an invalid character (a lone surrogate)';
  return 'contains an invalid character';
}

export interface TextIssue {
  /** Dotted path from the root, e.g. "work.0.name"; "" for the root itself. */
  path: string;
  problem: string;
}

/**
 * The first bad string (value or key) in a JSON-like value, or a nesting deeper than `maxDepth`.
 * Iterative, so a hostile depth cannot overflow the stack.
 */
export function findTextIssue(value: unknown, maxDepth = MAX_JSON_DEPTH): TextIssue | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path: item.path, problem };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (item.depth >= maxDepth)
      return { path: item.path, problem: `is nested more than ${maxDepth} levels deep` };
    const join = (key: string) => (item.path ? `${item.path}.${key}` : key);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], path: join(String(i)), depth: item.depth + 1 });
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (textProblem(key)) return { path: item.path, problem: 'has a field name with an invalid character' };
      stack.push({ value: child, path: join(key), depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * Text pasted from elsewhere (a posting copied out of a PDF viewer or a web page), as the user
 * meant it: a form feed, vertical tab, next-line or Unicode line or paragraph separator breaks the
 * line, and the other invisible control characters are dropped. Lone surrogates stay, for the one
 * text check to refuse.
 */
export const pastedText = (value: string) =>
  value
    .replace(/[\f\v\u0085\u2028\u2029]/g, '\n')
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\0-\x08\x0E-\x1F\x7F-\x84\x86-\x9F]/g, '');

/** Text from a document with the characters no one can store or see removed. */
export const cleanText = (value: string) => value.replace(BAD_TEXT_ALL, '');

/** A copy of extracted data with every string (and key) cleaned. */
export function cleanDeep<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((v) => cleanDeep(v)) as T;
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanDeep(v);
    return out as T;
  }
  return value;
}

/**
 * Characters that reorder the text around them (right-to-left overrides and isolates, direction
 * marks): in a file name they make `cv\u202Efdp.exe` read as `cvexe.pdf`. Dropped from names kept.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');
