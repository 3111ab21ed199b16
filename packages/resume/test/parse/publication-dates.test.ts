import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseListItems } from '../../src/parse/lists.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));

describe('a publication dated by the years in its title', () => {
  it('keeps a range in the title and gives the publication no date', () => {
    const [item] = parseListItems(lines(['Study of coastal erosion 2015-2020, Journal of Made-up Geology']), {
      oneDate: true,
    });
    expect(item).toMatchObject({
      name: 'Study of coastal erosion 2015-2020',
      by: 'Journal of Made-up Geology',
    });
    expect(item?.date).toBeUndefined();
  });

  it('still dates a publication by the one year printed on its line', () => {
    const [item] = parseListItems(lines(['A Second Paper, Some Review, 2021']), { oneDate: true });
    expect(item).toMatchObject({ name: 'A Second Paper', by: 'Some Review', date: '2021' });
  });
});
