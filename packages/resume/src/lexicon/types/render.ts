/** What a rendered document writes itself beyond its headings (`Labels`), as printed. */
export interface RenderWords {
  /**
   * A letter's date written out from the month's full name: "November 21, 2026", "21 novembre
   * 2026" ("1er" on the first), "21 de noviembre de 2026"; with no day, "noviembre de 2026".
   */
  letterDate: {
    day: (day: number, month: string, year: string) => string;
    month: (month: string, year: string) => string;
  };
}
