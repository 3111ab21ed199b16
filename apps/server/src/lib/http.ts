import type { FastifyReply } from 'fastify';
import { UUID_PATTERN } from '@tailor/contract';

/** Ids that could not be a row's are answered like a missing row, before reaching the database. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

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

/** Sends a private, uncached download. */
export function sendFile(reply: FastifyReply, bytes: Uint8Array, contentType: string, filename: string) {
  return reply
    .type(contentType)
    .header('content-disposition', attachment(filename))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
