import type { JsonData } from 'json-edit-react';

/** The JSON editor's defaults. */
export const JSON_EDITOR_DEFAULTS = {
  indent: 2,
  stringTruncate: 250,
  errorMessageTimeout: 2500,
  searchDebounceTime: 350,
} as const;

/** Parses a stored resume_json; unparseable text gives empty data and `ok: false`. */
export function parseResumeData(text: string): { data: JsonData; ok: boolean } {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null) return { data: data as JsonData, ok: true };
    return { data: {}, ok: false };
  } catch {
    return { data: {}, ok: false };
  }
}
