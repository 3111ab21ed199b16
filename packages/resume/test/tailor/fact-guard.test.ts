import { expect, test } from 'vitest';
import { buildFactBase, findInventions, findOngoingClaims, refusePath } from '../../src/tailor/fact-guard.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';

const base = buildFactBase([
  'Paylane',
  'Backend Engineer',
  'Built a Go event pipeline on Kafka processing 12,000 payments per second',
  'Migrated 14 services from VMs to k8s, cutting deploy time from 40 to 6 minutes',
  '2021-03',
]);

test('accepts a rephrasing that keeps the same facts', () => {
  expect(
    findInventions(
      'At Paylane, built an event pipeline on Kafka in Go that processes 12 000 payments per second.',
      base,
    ),
  ).toEqual([]);
  expect(
    findInventions('Moved 14 services to Kubernetes and cut deploy time from 40 to 6 minutes.', base),
  ).toEqual([]);
  // "lead" as a verb is not a title.
  expect(findInventions('Happy to lead the pipeline work again.', base)).toEqual([]);
});

test('rejects numbers, quantities and dates the source does not have', () => {
  expect(findInventions('Processed 15,000 payments per second.', base).join()).toMatch(/number "15000"/);
  expect(findInventions('Cut deploy time by 85%.', base).join()).toMatch(/number "85"/);
  expect(findInventions('Worked on it for five years.', base).join()).toMatch(/quantity "five"/);
  expect(findInventions('Shipped the pipeline in September.', base).join()).toMatch(/date "September"/);
  expect(findInventions('Ha trabajado allí desde 2019.', base).join()).toMatch(/number "2019"/);
});

test('rejects employers, schools, titles and skills the source does not have', () => {
  expect(findInventions('Built pipelines at Paylane and at Stripe.', base).join()).toMatch(/name "Stripe"/);
  expect(findInventions('Studied computer science at MIT.', base).join()).toMatch(/name "MIT"/);
  expect(findInventions('Senior engineer at Paylane.', base).join()).toMatch(/title "Senior"/);
  expect(findInventions('Worked at Paylane as Director of Engineering.', base).join()).toMatch(
    /title "Director"/,
  );
  expect(findInventions('Built the pipeline in Go with TypeScript and Terraform.', base).join()).toMatch(
    /skill "TypeScript".*skill "Terraform"/,
  );
});

test('the title applied for may hold the employer\'s name and a skill; "I am writing" names no skill', () => {
  const letterBase = buildFactBase(['Paylane', 'Centers of Excellence - Artificial Intelligence Specialist']);
  const names = ['Centers of Excellence', 'Centers of Excellence - Artificial Intelligence Specialist'];
  expect(
    findInventions(
      'I am writing to apply for the Centers of Excellence - Artificial Intelligence Specialist role at Centers of Excellence.',
      letterBase,
      { names },
    ),
  ).toEqual([]);
  expect(findInventions('My writing skills are strong.', letterBase).join()).toMatch(/skill "writing"/);
});

test('allows a skill word inside an allowed name, such as the employer applied to', () => {
  const letterBase = buildFactBase(['Paylane']);
  expect(
    findInventions('I would like to join Northwind Cloud.', letterBase, { names: ['Northwind Cloud'] }),
  ).toEqual([]);
  expect(findInventions('I would like to join Northwind Cloud.', letterBase).join()).toMatch(
    /name "Northwind".*skill "Cloud"/,
  );
});

test('only summaries and achievement lines may be edited', () => {
  expect(refusePath('basics.summary')).toBeNull();
  expect(refusePath('work[2].highlights[0]')).toBeNull();
  expect(refusePath('projects[0].description')).toBeNull();
  expect(refusePath('basics.name')).toBe('touches identity or contact details');
  expect(refusePath('basics.label')).toBe('touches identity or contact details');
  expect(refusePath('work[0].name')).toBe('touches an employer');
  expect(refusePath('work[0].position')).toBe('touches a title');
  expect(refusePath('work[0].endDate')).toBe('touches a date');
  expect(refusePath('education[0].area')).toBe('touches a school');
  expect(refusePath('skills[0].keywords[1]')).toBe('not an editable field');
});

test('a tool does not vouch for the broad skill it belongs to, nor a specialism for its field', () => {
  const dataBase = buildFactBase([
    'Python, SQL, Spark, dbt',
    'Built the demand forecasting model used to price 30,000 listings a week',
    'Ran 40 A/B tests a year',
  ]);
  // The same skills, however they are written, pass.
  expect(findInventions('Ran A/B testing at scale with PySpark and forecasts in Python.', dataBase)).toEqual(
    [],
  );
  // Spark is not "big data", dbt is not "data engineering", forecasting is not "financial analysis".
  expect(findInventions('Brings big data experience.', dataBase).join()).toMatch(/skill "big data"/);
  expect(findInventions('Years of data engineering.', dataBase).join()).toMatch(/skill "data engineering"/);
  expect(findInventions('Hands-on practice in financial analysis.', dataBase).join()).toMatch(
    /skill "financial analysis"/,
  );
  expect(findInventions('Strong statistics background.', dataBase).join()).toMatch(/skill "statistics"/);
});

test('"currently" or "since" only about a job the resume says is ongoing', () => {
  const resume = resumeDataSchema.parse({
    work: [
      { name: 'Paylane', position: 'Backend Engineer', startDate: '2021-03', endDate: 'present' },
      { name: 'Shoply', position: 'Software Engineer', startDate: '2017-06', endDate: '2021-02' },
    ],
  });
  expect(findOngoingClaims('I currently lead the payments team at Paylane.', resume)).toEqual([]);
  expect(findOngoingClaims('I have worked at Paylane since 2021.', resume)).toEqual([]);
  expect(findOngoingClaims('I currently maintain the storefront at Shoply.', resume)).toHaveLength(1);
  expect(findOngoingClaims('Chez Shoply, je travaille depuis 2017 sur la boutique.', resume)).toHaveLength(1);
  expect(findOngoingClaims('Actualmente trabajo en Shoply.', resume)).toHaveLength(1);
  // No ongoing entry at all: "currently" has nothing to be about.
  const ended = resumeDataSchema.parse({ work: [resume.work[1]] });
  expect(findOngoingClaims('I am currently focused on platform work.', ended)).toHaveLength(1);
  // A rewrite of a line that already says it may keep saying it.
  expect(
    findOngoingClaims('Currently rebuilding the checkout', ended, {
      own: 'Currently rebuilding checkout',
      entry: ended.work[0],
    }),
  ).toEqual([]);
});

test('an acronym in a slashed list vouches for its letters, never for the longer name', () => {
  const base = buildFactBase(['Built AI/ML data pipelines', 'Maintained BL/DL/ML servers']);
  expect(findInventions('I built AI/ML data pipelines.', base)).toEqual([]);
  expect(findInventions('Years of machine learning work.', base).join()).toMatch(/skill "machine learning"/);
  // Standing alone, the acronym vouches for the name.
  expect(findInventions('Years of machine learning work.', buildFactBase(['Trained ML models']))).toEqual([]);
});
