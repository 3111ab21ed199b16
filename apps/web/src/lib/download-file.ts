/** How long the object URL of a download stays alive. */
const OBJECT_URL_TTL_MS = 1000;

/** A download answer that is not a binary blob. */
export class InvalidResponseFormatError extends Error {
  constructor() {
    super('Invalid response format');
    this.name = 'InvalidResponseFormatError';
  }
}

/** Saves a downloaded blob under the given file name; the object URL is revoked after 1 s. */
export function saveBlob(blob: unknown, filename: string): void {
  if (!(blob instanceof Blob)) throw new InvalidResponseFormatError();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
}

/** Today's (or the given) local date as YYYY-MM-DD. */
export function isoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
