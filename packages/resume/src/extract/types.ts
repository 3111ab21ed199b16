/**
 * The intermediate line model shared by the PDF and DOCX extractors and the parser: one visual
 * line of text in reading order, with what the layout says about it.
 */
export interface SourceLine {
  text: string;
  /** Font size in points (DOCX: from the run or style), undefined when unknown (plain text). */
  size?: number;
  /** Most of the line's characters are bold. */
  bold?: boolean;
  /** Heading level from a DOCX paragraph style (Heading1 -> 1, Title -> 0). */
  headingLevel?: number;
  /** The line is a list item (DOCX numbering, or a bullet glyph removed by the extractor). */
  bullet?: boolean;
  /** The line continues the previous one (wrapped text or a break inside one paragraph). */
  continuation?: boolean;
  /** Left edge in points and page number (PDF only). */
  x?: number;
  /** The left edge of each of the text's tab-separated cells, in points (PDF only). */
  cells?: number[];
  page?: number;
  /** A blank line came before this one (plain text). */
  blankBefore?: boolean;
  /** Vertical gap above the line, in multiples of its font size (PDF only). */
  gapBefore?: number;
  /** The line is in a sidebar (PDF): it continues the sidebar's sections, never the main column's. */
  sidebar?: boolean;
  /** Where the baseline sits, from the top of the page (0) to its foot (1) (PDF only). */
  top?: number;
  /**
   * Printed in the page's foot with the person's contact details (an address beside the phone and
   * email): read with them, never as a line of the section the foot falls into.
   */
  foot?: boolean;
}

export interface ExtractedDocument {
  kind: 'pdf' | 'docx' | 'text';
  lines: SourceLine[];
  /** Where the document's links point (mailto:, https:), which the text may not print. */
  links?: string[];
}
