import type { ResumeData } from '../schema/resume.ts';
import { extractDocx } from '../extract/docx.ts';
import { ResumeReadError } from '../extract/errors.ts';
import { extractPdf } from '../extract/pdf.ts';
import { sniffFileKind } from '../extract/sniff.ts';
import type { ExtractedDocument, SourceLine } from '../extract/types.ts';
import { listZipEntries } from '../extract/zip.ts';
import { parseLines } from './pipeline.ts';
import { UncertainList, type UncertainField } from './uncertain.ts';

export interface ParsedResume {
  data: ResumeData;
  /** The extracted text in reading order, one line per line (tab between columns of one line). */
  text: string;
  kind: 'pdf' | 'docx';
  /** Fields the parser is unsure of (JSON Pointers into `data`, with a reason), for the user to check. */
  uncertain: UncertainField[];
}

/**
 * The reading rules' edition. Raise it whenever a change to reading would store different data for
 * the same file: uploads read by an older edition, and never edited since, are read again from
 * their original.
 */
export const READER_VERSION = 14;

/** Bigger than any resume; the upload route caps at 5 MB already. */
const MAX_BYTES = 20 * 1024 * 1024;

export async function extractResume(
  bytes: Uint8Array,
  kind?: 'pdf' | 'docx',
): Promise<ExtractedDocument & { kind: 'pdf' | 'docx' }> {
  if (bytes.length > MAX_BYTES)
    throw new ResumeReadError('too_large', 'The file is larger than 20 MB, which no resume needs.');
  const sniffed = sniffFileKind(bytes);
  if (!sniffed) {
    // A zip whose index cannot be read is a damaged file, not a wrong type.
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
      listZipEntries(bytes, { enforceLimits: false });
    throw new ResumeReadError('unsupported', 'Only PDF and DOCX files are accepted.');
  }
  if (kind && kind !== sniffed) {
    throw new ResumeReadError(
      'unsupported',
      `The file is a ${sniffed.toUpperCase()}, not a ${kind.toUpperCase()}.`,
    );
  }
  const doc = sniffed === 'pdf' ? await extractPdf(bytes) : extractDocx(bytes);
  if (!doc.lines.some((l) => /\p{L}{2}/u.test(l.text))) {
    throw new ResumeReadError(
      'no_text',
      sniffed === 'pdf' ? 'This PDF has no text layer.' : 'This document contains no text.',
    );
  }
  return { ...doc, kind: sniffed };
}

/** Reads a PDF or DOCX resume into JSON Resume data. Throws ResumeReadError for files it cannot read. */
export async function parseResumeFile(
  bytes: Uint8Array,
  kind?: 'pdf' | 'docx',
  options: { learned?: boolean } = {},
): Promise<ParsedResume> {
  const doc = await extractResume(bytes, kind);
  const uncertain = new UncertainList();
  const data = parseLines(doc.lines, {
    authoredLines: doc.kind === 'docx',
    uncertain,
    links: doc.links,
    learned: options.learned,
  });
  // How many pages the PDF had: a tailored CV may take as many (a Word file has no pages of its own).
  const pages = Math.max(0, ...doc.lines.map((l) => l.page ?? 0));
  if (doc.kind === 'pdf' && pages > 0) data.meta = { ...data.meta, sourcePages: pages };
  return { data, text: doc.lines.map((l) => l.text).join('\n'), kind: doc.kind, uncertain: uncertain.items };
}

/**
 * Parses resume text (one line per line, as pasted) or already extracted lines. Plain text has
 * no fonts, so headings are found by their names and capitals only.
 */
export function parseResumeText(input: string | SourceLine[]): ResumeData {
  const lines: SourceLine[] =
    typeof input === 'string'
      ? input.split(/\r?\n/).map((text, i, all) => ({ text, blankBefore: i > 0 && !all[i - 1]?.trim() }))
      : input;
  return parseLines(lines);
}

export { sniffFileKind } from '../extract/sniff.ts';
export {
  doubtsAfterEdit,
  UNCERTAIN_MESSAGES,
  type UncertainField,
  type UncertainReason,
} from './uncertain.ts';
export { ResumeReadError, type ResumeReadReason } from '../extract/errors.ts';
