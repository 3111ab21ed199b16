import { listZipEntries } from './zip.ts';

/** What a file really is, by its bytes, never by its name. */
export function sniffFileKind(bytes: Uint8Array): 'pdf' | 'docx' | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      // Only the names matter here; the size limits apply when the document is read.
      return listZipEntries(bytes, { enforceLimits: false }).some((e) => e.name === 'word/document.xml')
        ? 'docx'
        : null;
    } catch {
      return null;
    }
  }
  return null;
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}
