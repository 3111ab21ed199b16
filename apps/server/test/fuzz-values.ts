/* The malformed values the fuzz sends, and what it reads of the OpenAPI document to aim them. */

export const MARK = 'ZQXJ';

export interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: JsonSchema;
  secured: boolean;
}
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
  const?: unknown;
}

export interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

/** A value the schema accepts, as far as a simple reading of it goes. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v);
      return out;
    }
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return 'fuzz.target@example.com';
      if (schema.pattern?.includes('\\d{6}')) return '123456';
      const n = Math.max(schema.minLength ?? 0, 12);
      return 'Fuzzing text '.repeat(Math.ceil(n / 13)).slice(0, Math.min(n, schema.maxLength ?? n));
    }
  }
}

const deepArray = (n: number) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown;
export const BAD_VALUES: unknown[] = [
  null,
  42,
  -1,
  1e308,
  true,
  [],
  {},
  [[MARK]],
  { [MARK]: MARK },
  `${MARK}\u0000`,
  `${MARK}\ud800`,
  `\udfff${MARK}`,
  `${MARK}\u001b[31m`,
  `${MARK}\uffff`,
  `${MARK}${'x'.repeat(100_000)}`,
  '',
  '   ',
  `\u202e${MARK}`,
  `${MARK}<script>alert(1)</script>`,
  `${MARK}' OR 1=1 --`,
  `../../${MARK}`,
  deepArray(2000),
  `${MARK}${'𝒯'.repeat(300)}`,
];

export const RAW_BODIES: Array<{ payload: string | Buffer; type: string }> = [
  { payload: '{', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: `"${MARK}"`, type: 'application/json' },
  { payload: `{"__proto__":{"${MARK}":1}}`, type: 'application/json' },
  { payload: `{"constructor":{"prototype":{"${MARK}":1}}}`, type: 'application/json' },
  { payload: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { payload: `{"a":"\\ud800${MARK}"}`, type: 'application/json' },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: 'application/json',
  },
  { payload: `${MARK}=1`, type: 'application/x-www-form-urlencoded' },
  { payload: MARK, type: 'text/plain' },
  { payload: MARK, type: `application/${MARK}` },
  { payload: '{}', type: 'application/json; charset=utf-16' },
];
export const PATH_VALUES = [
  MARK,
  `${MARK}${'x'.repeat(3000)}`,
  `${MARK}%00`,
  `%E0%A4%A${MARK}`,
  `%ED%A0%80${MARK}`,
  `..%2F..%2F${MARK}`,
  `%F0%9F%92%A9${MARK}`,
  `${MARK}%27%20OR%201%3D1`,
  '00000000-0000-0000-0000-000000000000',
  `${MARK}%0D%0ASet-Cookie:%20x`,
  `%25${MARK}`,
  `${MARK}%C0%AF`,
];
export const QUERY_VALUES = [
  `${MARK}`,
  `%00${MARK}`,
  `%E0%A4%A${MARK}`,
  `${MARK}${'y'.repeat(5000)}`,
  `classic&template=${MARK}`,
  '',
];
