import type { FastifyReply } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that could not be a row's are answered like a missing row, before reaching the database. */
export const isUuid = (value: string) => UUID.test(value);

/** attachment; filename="ascii" plus RFC 5987 UTF-8 name, safe for any user-chosen name. */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** "My CV (final).docx" -> "My CV (final)"; path parts a browser may send are dropped. */
export function baseName(filename: string): string {
  const last = filename.split(/[\\/]/).pop() ?? filename;
  const dot = last.lastIndexOf('.');
  const base = (dot > 0 ? last.slice(0, dot) : last).trim();
  return base || 'resume';
}

/** SPEC.md section 9: position lower-cased, spaces to underscores, cut to 20 characters. */
export function documentFileName(
  kind: 'cv' | 'cover_letter',
  position: string,
  fallbackId: string,
  date: Date,
  extension: 'pdf' | 'docx' = 'pdf',
): string {
  const slug = position
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[\\/:*?"<>|]/g, '')
    .replace(/\p{Cc}/gu, '')
    .slice(0, 20);
  return `${kind}_${slug || fallbackId}_${date.toISOString().slice(0, 10)}.${extension}`;
}

/** Sends a private, uncached download. */
export function sendFile(reply: FastifyReply, bytes: Uint8Array, contentType: string, filename: string) {
  return reply
    .type(contentType)
    .header('content-disposition', attachment(filename))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
