import { expect, test, vi } from 'vitest';
import { InvalidResponseFormatError, isoDate, saveBlob } from './download-file.ts';

test('a download answer that is not a blob raises "Invalid response format"', () => {
  expect(() => saveBlob('{"detail":"oops"}', 'cv.pdf')).toThrow(InvalidResponseFormatError);
  expect(() => saveBlob({ size: 3 }, 'cv.pdf')).toThrow('Invalid response format');
});

test('a blob is saved under its name through a link, and its URL is revoked after one second', () => {
  vi.useFakeTimers();
  const revoke = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: revoke }));
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  saveBlob(new Blob(['%PDF']), 'resume.pdf');
  expect(names).toEqual(['resume.pdf']);
  vi.advanceTimersByTime(999);
  expect(revoke).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(revoke).toHaveBeenCalledWith('blob:x');
  click.mockRestore();
});

test('dates are local YYYY-MM-DD', () => {
  expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
