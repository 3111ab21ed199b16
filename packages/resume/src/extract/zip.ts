import { Inflate } from 'fflate';
import { ResumeReadError } from './errors.ts';

/** Limits against zip bombs: a resume needs a few hundred kB once inflated. */
export const ZIP_LIMITS = { maxEntries: 2000, maxTotalUncompressed: 50 * 1024 * 1024 };

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Reads the central directory only (no inflating). Throws 'unreadable' on a damaged archive and
 * 'too_large' when the declared sizes or the entry count exceed ZIP_LIMITS.
 */
export function listZipEntries(bytes: Uint8Array, options: { enforceLimits?: boolean } = {}): ZipEntry[] {
  const enforce = options.enforceLimits ?? true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  // The end record sits in the last 22 bytes plus an optional comment of up to 65535 bytes.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0)
    throw new ResumeReadError('unreadable', 'The file is damaged: it is not a complete DOCX archive.');
  const count = view.getUint16(eocd + 10, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (enforce && (count === 0xffff || cdOffset === 0xffffffff)) {
    throw new ResumeReadError('too_large', 'The DOCX archive is too large to be a resume.');
  }
  if (enforce && count > ZIP_LIMITS.maxEntries) {
    throw new ResumeReadError('too_large', `The DOCX archive holds too many files (${count}).`);
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = cdOffset;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new ResumeReadError('unreadable', 'The file is damaged: its DOCX index is broken.');
    }
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (enforce && (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff)) {
      throw new ResumeReadError('too_large', 'The DOCX archive is too large to be a resume.');
    }
    total += uncompressedSize;
    if (enforce && total > ZIP_LIMITS.maxTotalUncompressed) {
      throw new ResumeReadError(
        'too_large',
        'The DOCX file inflates to more than 50 MB, which no resume needs.',
      );
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry, stopping as soon as the output passes its declared size (a lying header is
 * how zip bombs get past a directory check) or the global cap.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const p = entry.localHeaderOffset;
  if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL_SIGNATURE) {
    throw new ResumeReadError('unreadable', 'The file is damaged: a part of the DOCX cannot be found.');
  }
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) {
    throw new ResumeReadError('unreadable', 'The file is damaged: the DOCX is truncated.');
  }
  const limit = Math.min(entry.uncompressedSize, ZIP_LIMITS.maxTotalUncompressed);
  if (entry.method === 0) return data.slice(0, limit);
  if (entry.method !== 8) {
    throw new ResumeReadError('unreadable', 'The DOCX uses a compression method that cannot be read.');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > limit) {
      throw new ResumeReadError('too_large', 'A part of the DOCX inflates beyond its declared size.');
    }
    chunks.push(chunk);
  });
  const step = 64 * 1024;
  try {
    for (let i = 0; i < data.length; i += step) {
      inflater.push(data.subarray(i, i + step), i + step >= data.length);
    }
  } catch (error) {
    if (error instanceof ResumeReadError) throw error;
    throw new ResumeReadError(
      'unreadable',
      'The file is damaged: a part of the DOCX cannot be decompressed.',
      { cause: error },
    );
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
