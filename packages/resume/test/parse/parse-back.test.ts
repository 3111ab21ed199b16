/**
 * Renders resume data with our own PDF templates, reads the PDF back and checks the facts
 * survive: what an applicant tracking system would see of a CV we generate.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseResumeFile } from '../../src/parse/index.ts';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { norm, scoreResume, type Expected } from './accuracy.ts';
import { loadCorpus } from './corpus-files.ts';

const renderModule = join(dirname(fileURLToPath(import.meta.url)), '../../src/render/index.ts');
const hasRenderer = existsSync(renderModule);

type Template = 'classic' | 'modern';
type Paper = 'a4' | 'us-letter';
interface Case {
  name: string;
  data: Expected;
  template: Template;
  paper: Paper;
}

const EXTRA_JOBS = [
  {
    name: 'Northwind Traders',
    position: 'Operations Manager',
    startDate: '2011-02',
    endDate: '2013-05',
    location: 'Denver, CO',
  },
  {
    name: 'Contoso Ltd',
    position: 'Project Coordinator',
    startDate: '2009-09',
    endDate: '2011-01',
    location: 'Portland, OR',
  },
  {
    name: 'Fabrikam Inc',
    position: 'Junior Analyst',
    startDate: '2008-01',
    endDate: '2009-08',
    location: 'Boston, MA',
  },
];

/** Variations of one person's data that stress the templates differently. */
function variations(id: string, data: Expected, index: number): Case[] {
  const clone = (): Expected => JSON.parse(JSON.stringify(data)) as Expected;
  const kinds = ['letter', 'bare', 'years', 'ended', 'long'] as const;
  const kind = kinds[index % kinds.length] ?? 'letter';
  const v = clone();
  let paper: Paper = 'a4';
  if (kind === 'letter') paper = 'us-letter';
  if (kind === 'bare') {
    delete v.basics.summary;
    delete v.basics.label;
    v.projects = [];
  }
  const dated = [...(v.work ?? []), ...(v.education ?? []), ...(v.volunteer ?? [])] as {
    startDate?: string;
    endDate?: string;
  }[];
  if (kind === 'years')
    for (const d of dated)
      for (const k of ['startDate', 'endDate'] as const)
        if (d[k] && d[k] !== 'present') d[k] = d[k]?.slice(0, 4);
  if (kind === 'ended') for (const w of v.work ?? []) w.endDate ??= '2024-06';
  if (kind === 'long') {
    v.work = [
      ...(v.work ?? []),
      ...EXTRA_JOBS.map((j) => ({
        ...j,
        highlights: [
          `Owned the ${j.position.toLowerCase()} budget and reporting for the region`,
          'Improved on-time delivery by 12 percent over two years',
        ],
      })),
    ];
  }
  return (['classic', 'modern'] as const).map((template) => ({
    name: `${id} variation ${kind}`,
    data: v,
    template,
    paper,
  }));
}

function cases(): Case[] {
  const corpus = loadCorpus();
  const out: Case[] = corpus.map((f, i) => ({
    name: f.name,
    data: f.expected,
    template: i % 2 ? 'modern' : 'classic',
    paper: i % 3 ? 'a4' : 'us-letter',
  }));
  const people = new Map(corpus.map((f) => [f.name.split('.')[0] ?? f.name, f.expected]));
  [...people.entries()].forEach(([id, data], i) => out.push(...variations(id, data, i)));
  return out;
}

const FACTS = [
  'basics.name',
  'basics.email',
  'basics.phone',
  'work.name',
  'work.position',
  'work.startDate',
  'work.endDate',
  'education.institution',
  'education.dates',
  'skills.keywords',
];

describe.skipIf(!hasRenderer)('parse-back of our own rendered PDFs', () => {
  const all = cases();

  test('covers at least 30 resumes with both templates', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((c) => c.template))).toEqual(new Set(['classic', 'modern']));
  });

  test.each(all.map((c) => [`${c.name} (${c.template}, ${c.paper})`, c] as const))(
    '%s keeps its facts',
    async (_label, c) => {
      const { renderResumePdf } = (await import(renderModule)) as {
        renderResumePdf: (d: ResumeData, o: { template: Template; paper: Paper }) => Promise<Uint8Array>;
      };
      const pdf = await renderResumePdf(resumeDataSchema.parse(c.data), {
        template: c.template,
        paper: c.paper,
      });
      const { data } = await parseResumeFile(pdf);
      const scores = scoreResume(c.data, data);
      const wrong = FACTS.filter((f) => {
        const t = scores.get(f);
        return t && t.correct < t.total;
      });
      const detail = wrong.length
        ? JSON.stringify({
            work: data.work.map((w) => [w.name, w.position, w.startDate, w.endDate]),
            education: data.education.map((e) => [e.institution, e.startDate, e.endDate]),
          })
        : '';
      expect(wrong, detail).toEqual([]);
      expect(norm(data.basics.name)).toBe(norm(c.data.basics.name));
    },
  );
});
