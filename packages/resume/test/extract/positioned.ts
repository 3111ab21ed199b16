import type { PositionedItem } from '../../src/extract/pdf-layout.ts';

/** A text item on page 1, set in 10 pt regular type unless told, half an em a character wide. */
export const item = (
  str: string,
  x: number,
  y: number,
  options: Partial<PositionedItem> = {},
): PositionedItem => ({
  str,
  x,
  y,
  width: str.length * (options.size ?? 10) * 0.5,
  size: 10,
  bold: false,
  page: 1,
  ...options,
});
