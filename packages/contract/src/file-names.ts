/**
 * The name of a downloaded CV or cover letter: `cv_{position}_{date}.pdf` or
 * `cover_letter_{position}_{date}.pdf` (`.docx` for Word), the position lower-cased, spaces
 * turned to underscores, characters no file system accepts dropped, cut to 20 characters (the
 * job's id when nothing is left); the date is the generation's, as YYYY-MM-DD (UTC).
 */
export function documentFileName(
  kind: 'cv' | 'cover_letter',
  position: string,
  fallbackId: string,
  generatedAt: Date,
  extension: 'pdf' | 'docx' = 'pdf',
): string {
  const slug = position
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .slice(0, 20);
  return `${kind}_${slug || fallbackId}_${generatedAt.toISOString().slice(0, 10)}.${extension}`;
}
