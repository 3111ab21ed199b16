import { defaultTheme, type JsonData, type ThemeInput } from 'json-edit-react';

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

/** The default theme with text colours that keep a 4.5:1 contrast on its light grey background. */
export const editorTheme: ThemeInput = [
  defaultTheme,
  {
    property: '#212529',
    bracket: { color: '#1f2937', fontWeight: 'bold' },
    itemCount: { color: '#495057', fontStyle: 'italic' },
    string: '#a13c0f',
    number: '#1c5d99',
    boolean: '#2b6a0b',
    null: { color: '#b02a37', fontVariant: 'small-caps', fontWeight: 'bold' },
    error: { fontSize: '0.8em', color: '#c92a2a', fontWeight: 'bold' },
  },
];
