import { expect, test } from 'vitest';
import { parseResumeFile } from '../../src/parse/index.ts';
import { countResumePages, renderResumePdf, resumeTemplates } from '../../src/render/index.ts';
import { spokenLevelIn, spokenNameIn } from '../../src/render/spoken-languages.ts';
import { sampleResume } from './fixtures.ts';

// An ATS reads our PDF back: our own reader must find the same facts in it.
for (const template of resumeTemplates) {
  for (const language of ['en', 'fr', 'es'] as const) {
    test(`${template} (${language}) PDF parses back to the same core facts`, async () => {
      const source = sampleResume();
      const { data } = await parseResumeFile(await renderResumePdf(source, { template, language }), 'pdf');
      expect(data.basics.name).toBe(source.basics.name);
      expect(data.basics.email).toBe(source.basics.email);
      expect(data.basics.phone).toBe(source.basics.phone);
      expect(
        data.work.map((w) => [w.name, w.position, w.startDate, w.endDate ?? undefined, w.highlights]),
      ).toEqual(source.work.map((w) => [w.name, w.position, w.startDate, w.endDate, w.highlights]));
      expect(data.education[0]?.institution).toBe(source.education[0]?.institution);
      expect(data.skills.map((s) => [s.name, s.keywords])).toEqual(
        source.skills.map((s) => [s.name, s.keywords]),
      );
      // Spoken languages and their levels are written in the CV's language ("Français (Natif)").
      expect(data.languages.map((l) => [l.language, l.fluency])).toEqual(
        source.languages.map((l) => [
          spokenNameIn(l.language ?? '', language),
          l.fluency && spokenLevelIn(l.fluency, language),
        ]),
      );
    });
  }
}

test('a PDF records how many pages it had, so a tailored CV may take as many; a Word file has none', async () => {
  const source = sampleResume();
  const pages = countResumePages(source);
  const { data } = await parseResumeFile(await renderResumePdf(source), 'pdf');
  expect(data.meta?.sourcePages).toBe(pages);
  expect(pages).toBeGreaterThanOrEqual(1);
});
