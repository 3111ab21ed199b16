import { createHash } from 'node:crypto';

interface Entry {
  object: string;
  bytes: Uint8Array;
}

/**
 * Rendered documents kept in memory, least recently used dropped first once they hold more than
 * `maxBytes`. An entry belongs to one stored object (a resume, a generation) and is found by a
 * hash of everything its bytes depend on (the content as rendered, template, paper, language,
 * document kind and format): changed content is a different key, and `forget` drops an object's
 * older entries when it is saved or deleted.
 */
export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byObject = new Map<string, Set<string>>();
  private size = 0;

  constructor(readonly maxBytes: number) {}

  /** The key of `object`'s document rendered from `input` (any JSON value). */
  static key(object: string, input: unknown): string {
    return createHash('sha256').update(object).update('\0').update(JSON.stringify(input)).digest('base64url');
  }

  get bytes(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: string): Uint8Array | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.bytes;
  }

  set(object: string, key: string, bytes: Uint8Array): void {
    if (bytes.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { object, bytes });
    this.size += bytes.byteLength;
    let keys = this.byObject.get(object);
    if (!keys) this.byObject.set(object, (keys = new Set()));
    keys.add(key);
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every document of `object`. */
  forget(object: string): void {
    for (const key of this.byObject.get(object) ?? []) this.delete(key);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.bytes.byteLength;
    const keys = this.byObject.get(entry.object);
    keys?.delete(key);
    if (keys && !keys.size) this.byObject.delete(entry.object);
  }
}
