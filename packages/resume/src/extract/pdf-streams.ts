import { Buffer, constants as bufferConstants } from 'node:buffer';
import { constants, inflateSync } from 'node:zlib';
import { ResumeReadError } from './errors.ts';

/**
 * Limits against compressed-PDF bombs: a few hundred kB of Flate data can inflate to hundreds of
 * megabytes of page content, which the PDF reader then scans for seconds. A resume's streams
 * (pages, fonts, a photo) inflate to a few megabytes.
 */
export const PDF_LIMITS = { maxInflatedBytes: 48 * 1024 * 1024, maxNesting: 4 };

const STREAM = 'stream';
const END = 'endstream';
/** The two bytes a zlib stream (what Flate data is) starts with: deflate method, checksum of 31. */
const isZlibHeader = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && (a & 0x0f) === 8 && a >> 4 <= 7 && ((a << 8) | b) % 31 === 0;

/** `data` inflated, 'too much' past `max` bytes, undefined when it is not zlib data. */
function inflated(data: Uint8Array, max: number): Uint8Array | 'too much' | undefined {
  try {
    // A stream cut short gives what it holds, as the PDF reader would read it.
    return inflateSync(data, {
      maxOutputLength: Math.min(Math.max(1, max), bufferConstants.MAX_LENGTH),
      // Output in pieces near the size it will have: fewer of them for a stream that inflates a lot.
      chunkSize: Math.min(1024 * 1024, Math.max(16 * 1024, data.length * 4)),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too much' : undefined;
  }
}

/**
 * Inflates every Flate stream of a PDF in turn and throws 'too_large' as soon as their output
 * passes PDF_LIMITS.maxInflatedBytes together; a stream compressed again inside (its output a zlib
 * stream itself) counts what each layer makes. A stream that is not Flate data (or is encrypted)
 * counts nothing: the reader judges it.
 * Example: 400 kB of deflated zeros as one page's content (400 MB inflated) is refused after 48 MB.
 * Returns the bytes inflated.
 */
export function checkPdfInflatedSize(bytes: Uint8Array, limits = PDF_LIMITS): number {
  // Searched as bytes (no copy of the file as text): the keywords are ASCII.
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, at, 'latin1');
    if (keyword < 0) return total;
    at = keyword + STREAM.length;
    if (keyword >= 3 && file.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The data starts after the end of line that follows the keyword (CR LF or LF).
    let start = at;
    if (file[start] === 0x0d) start++;
    if (file[start] !== 0x0a) continue;
    start++;
    const endAt = file.indexOf(END, start, 'latin1');
    const end = endAt < 0 ? bytes.length : endAt;
    let data = bytes.subarray(start, end);
    for (let depth = 0; depth < limits.maxNesting && isZlibHeader(data[0], data[1]); depth++) {
      const out = inflated(data, limits.maxInflatedBytes - total);
      if (out === 'too much' || (out && total + out.length > limits.maxInflatedBytes)) {
        const mb = Math.round(limits.maxInflatedBytes / 2 ** 20);
        throw new ResumeReadError(
          'too_large',
          `This PDF inflates to more than ${mb} MB, which no resume needs. Export it again from the original document.`,
        );
      }
      if (!out) break;
      total += out.length;
      data = out;
    }
    at = end;
  }
}
