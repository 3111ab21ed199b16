import { expect, test } from 'vitest';
import { buildLetterView, buildResumeView } from '../../src/render/view-model.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { sampleLetter, sampleResume } from './fixtures.ts';

const opts = { template: 'classic', paper: 'a4', language: 'en' } as const;

test('sections follow the default order, or meta.sectionOrder when the tailoring set one', () => {
  const data = sampleResume();
  expect(buildResumeView(data, opts).sections.map((s) => s.title)).toEqual([
    'Summary',
    'Experience',
    'Education',
    'Skills',
    'Projects',
    'Certifications',
    'Awards',
    'Volunteer',
    'Languages',
    'Interests',
    'Talks',
  ]);
  const reordered = resumeDataSchema.parse({
    ...data,
    meta: { sectionOrder: ['skills', 'projects', 'bogus', 'skills'] },
  });
  // The summary stays right under the header unless the order names it.
  expect(
    buildResumeView(reordered, opts)
      .sections.map((s) => s.key)
      .slice(0, 4),
  ).toEqual(['summary', 'skills', 'projects', 'work']);
  const placed = resumeDataSchema.parse({ ...data, meta: { sectionOrder: ['skills', 'summary'] } });
  expect(
    buildResumeView(placed, opts)
      .sections.map((s) => s.key)
      .slice(0, 3),
  ).toEqual(['skills', 'summary', 'work']);
});

test('bare skill names share one line where the first of them stood', () => {
  const data = resumeDataSchema.parse({
    skills: [
      { name: 'Go' },
      { name: 'Cloud', keywords: ['AWS', 'GCP'] },
      { name: 'Rust', level: 'Advanced' },
      { name: '' },
    ],
  });
  const skills = buildResumeView(data, opts).sections[0];
  expect(skills).toEqual({
    key: 'skills',
    title: 'Skills',
    kind: 'pairs',
    pairs: [
      { label: '', value: 'Go, Rust (Advanced)' },
      { label: 'Cloud', value: 'AWS, GCP' },
    ],
  });
});

test('only web, mail and phone targets become links; text is cleaned of controls and stray spacing', () => {
  const data = resumeDataSchema.parse({
    basics: {
      name: '  Ana \u0007 Pérez\n',
      email: 'ana@example.org',
      url: 'javascript:alert(1)',
      profiles: [{ url: 'github.com/ana' }, { network: 'Mastodon', username: '@ana@social.example' }],
    },
    work: [{ name: 'Acme', url: 'file:///etc/passwd', summary: 'First line\nwrapped.\n\nSecond paragraph.' }],
  });
  const view = buildResumeView(data, opts);
  expect(view.header.name).toBe('Ana Pérez');
  expect(view.header.contacts).toEqual([{ text: 'ana@example.org', href: 'mailto:ana@example.org' }]);
  expect(view.header.links).toEqual([
    { text: 'javascript:alert(1)', href: '' },
    { text: 'github.com/ana', href: 'https://github.com/ana' },
    { text: 'Mastodon: @ana@social.example', href: '' },
  ]);
  const work = view.sections.find((s) => s.key === 'work');
  expect(work?.kind === 'entries' && work.entries[0]).toMatchObject({
    title: 'Acme',
    subtitle: '',
    href: '',
    paragraphs: ['First line wrapped.', 'Second paragraph.'],
  });
});

test('the letter view localizes the date and keeps every paragraph in order', () => {
  const view = buildLetterView(sampleLetter('es'), { template: 'modern', paper: 'us-letter' });
  expect(view.date).toBe('21 de noviembre de 2026');
  expect(view.lang).toBe('es');
  expect(view.paragraphs).toHaveLength(3);
  expect(view.recipient).toEqual({ name: 'Hiring Manager', employer: 'Ñandú Pagos S.L.' });
});

test('a degree lists its courses under that label, and prints any other line as it stands, never as a course', () => {
  const withCourses = resumeDataSchema.parse({
    education: [
      { institution: 'Lakeside University', studyType: 'BSc', courses: ['Databases', 'Compilers'] },
      {
        institution: 'Harbor Technical College',
        studyType: 'BSc Computing',
        courses: ['GPA: 3.6', 'I am in the second year of a four-year degree.'],
      },
    ],
  });
  const section = buildResumeView(withCourses, opts).sections.find((s) => s.key === 'education');
  const notes = section?.kind === 'entries' ? section.entries.map((e) => e.notes) : [];
  expect(notes).toEqual([
    ['Courses: Databases, Compilers'],
    ['GPA: 3.6', 'I am in the second year of a four-year degree.'],
  ]);
});

test('a line under a degree that is a sentence or an aside in brackets is never labelled a course', () => {
  const data = resumeDataSchema.parse({
    education: [
      { institution: 'Northfield Institute', courses: ['University studies. Electronics Engineer'] },
      { institution: 'Code Academy Online', courses: ['(from basic to advanced)'] },
    ],
  });
  const section = buildResumeView(data, opts).sections.find((s) => s.key === 'education');
  const notes = section?.kind === 'entries' ? section.entries.map((e) => e.notes) : [];
  expect(notes).toEqual([['University studies. Electronics Engineer'], ['(from basic to advanced)']]);
});

test('skills keep their phrases whole: one colon after a name, a cut phrase runs on, a cut line joins the group above', () => {
  const data = resumeDataSchema.parse({
    skills: [
      { name: 'TECHNICAL:', keywords: ['Java', 'Python'] },
      { name: 'Web', keywords: ['design and development of', 'web pages', 'SQL'] },
      { name: 'Problem solving', keywords: ['ability to'] },
      { keywords: ['analyse complex situations', 'find solutions'] },
      { keywords: ['Teamwork', 'Patience'] },
    ],
  });
  const skills = buildResumeView(data, opts).sections[0];
  expect(skills?.kind === 'pairs' ? skills.pairs : []).toEqual([
    { label: 'TECHNICAL', value: 'Java, Python' },
    { label: 'Web', value: 'design and development of web pages, SQL' },
    { label: 'Problem solving', value: 'ability to analyse complex situations, find solutions' },
    { label: '', value: 'Teamwork, Patience' },
  ]);
});

test("a job's bullet that only says where is the job's place, not something done", () => {
  const harbor = { name: 'Harbor Analytics', position: 'Engineer' };
  const lakeside = { name: 'Lakeside Labs', position: 'Intern', location: 'Dallas, TX' };
  const work = [
    { ...harbor, highlights: ['Austin, TX', 'Built the billing API'] },
    { ...lakeside, highlights: ['Wrote unit tests', 'Dallas, TX'] },
  ];
  const section = buildResumeView(resumeDataSchema.parse({ work }), opts).sections.find(
    (s) => s.key === 'work',
  );
  const entries = section?.kind === 'entries' ? section.entries : [];
  expect(entries.map((e) => [e.location, e.bullets])).toEqual([
    ['Austin, TX', ['Built the billing API']],
    ['Dallas, TX', ['Wrote unit tests']],
  ]);
});

test('a stop or a comma left before a line by the line it was cut from is not printed', () => {
  const data = resumeDataSchema.parse({
    education: [{ institution: 'Harbor College', courses: ['. Springfield.'] }],
    publications: [{ name: '. A study of river deltas. Journal of Rivers.' }],
  });
  const view = buildResumeView(data, opts);
  const entries = view.sections.flatMap((s) => (s.kind === 'entries' ? s.entries : []));
  expect(entries.map((e) => [e.title, e.notes])).toEqual([
    ['Harbor College', ['Springfield.']],
    ['A study of river deltas. Journal of Rivers.', []],
  ]);
  expect(
    buildResumeView(resumeDataSchema.parse({ skills: [{ name: '.NET' }] }), opts).sections[0],
  ).toMatchObject({
    pairs: [{ label: '', value: '.NET' }],
  });
});

test('a line said twice in one list is printed once; a year or a name heading two entries stays', () => {
  const work = [
    {
      name: 'Corner Bakery',
      position: 'Apprentice',
      highlights: ['Made fresh pastries', 'Made fresh pastries'],
    },
  ];
  const custom = [
    {
      name: 'Talks',
      items: ['Bread basics for beginners', '2018', 'Cake design', '2018', 'Bread basics for beginners'],
    },
  ];
  const view = buildResumeView(resumeDataSchema.parse({ work, custom }), opts);
  expect(
    view.sections.map((s) =>
      s.kind === 'entries' ? s.entries[0]!.bullets : s.kind === 'bullets' ? s.items : [],
    ),
  ).toEqual([['Made fresh pastries'], ['Bread basics for beginners', '2018', 'Cake design', '2018']]);
});
