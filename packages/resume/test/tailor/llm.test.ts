import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { promptOf, startFakeProvider } from './fake-provider.ts';
import { backendDev, backendJob } from './fixtures.ts';
import { fieldPath, goodLetter, today } from './llm-setup.ts';

test('a good answer is applied, with provenance for every rewritten line', async () => {
  const provider = await startFakeProvider((call) => {
    const k8s = fieldPath(call, 'k8s');
    return {
      content: JSON.stringify({
        summary:
          'Backend engineer at Paylane and Shoply who runs Kubernetes, Go and Kafka in production; built an event pipeline processing 12,000 payments per second.',
        edits: [
          {
            path: k8s.path,
            before: k8s.text,
            after:
              'Migrated 14 services from VMs to Kubernetes with Helm, cutting deploy time from 40 to 6 minutes',
          },
        ],
        coverLetter: { paragraphs: goodLetter },
      }),
    };
  });
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000 },
      today,
    });
    expect(result.report.engine).toBe('llm');
    expect(result.report.language).toBe('en');
    expect(result.report.reverted).toEqual([]);
    expect(result.resume.basics.summary).toMatch(
      /^Backend engineer at Paylane and Shoply who runs Kubernetes/,
    );

    // The k8s bullet moved up (relevance) and was rewritten; provenance points to its source line.
    const k8sPath = fieldPath(provider.calls[0]!, 'k8s').path;
    expect(k8sPath).toBe('work[0].highlights[1]');
    expect(result.resume.work[0]!.highlights[1]).toBe(
      'Migrated 14 services from VMs to Kubernetes with Helm, cutting deploy time from 40 to 6 minutes',
    );
    expect(result.report.provenance).toContainEqual({
      path: 'work[0].highlights[1]',
      source: 'work[0].highlights[1]',
      text: 'Migrated 14 services from VMs to Kubernetes with Helm, cutting deploy time from 40 to 6 minutes',
    });
    expect(result.report.provenance).toContainEqual({
      path: 'work[0].highlights[0]',
      source: 'work[0].highlights[3]',
      text: backendDev.work[0]!.highlights[3],
    });
    expect(result.coverLetter.paragraphs).toEqual(goodLetter);
    // A letter paragraph points to the resume line it draws on most.
    expect(result.report.provenance).toContainEqual({
      path: 'coverLetter.paragraphs[1]',
      source: 'work[0].highlights[3]',
      text: goodLetter[1],
    });
    expect(result.coverLetter.greeting).toBe('Dear Northwind Cloud team,');
    expect(result.coverLetter.recipient.employer).toBe('Northwind Cloud');
    // Facts stay: employers, titles, dates.
    expect(result.resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual(
      backendDev.work.map((w) => [w.name, w.position, w.startDate, w.endDate]),
    );
    expect(result.report.match.after).toBeGreaterThanOrEqual(result.report.match.before);

    // What went over the wire: the model, the key, a JSON schema, rules against invention.
    const call = provider.calls[0]!;
    expect(provider.calls).toHaveLength(1);
    expect(call.body.model).toBe('test-model');
    expect(call.headers.authorization).toBe('Bearer sk-test');
    expect(call.body.response_format?.type).toBe('json_schema');
    expect(call.body.messages.find((m) => m.role === 'system')?.content).toMatch(/never invent a fact/i);
    const prompt = promptOf(call);
    expect(prompt.job).toMatchObject({ position: 'Platform Engineer', employer: 'Northwind Cloud' });
    expect(prompt.keywordsTheResumeLacks).toContain('TypeScript');
    expect(prompt.editableFields.every((f) => /summary|highlights|description/.test(f.path))).toBe(true);
  } finally {
    await provider.close();
  }
});

test('invented employers, numbers, dates, titles and skills are reverted and reported', async () => {
  const provider = await startFakeProvider((call) => {
    const k8s = fieldPath(call, 'k8s');
    const pg = fieldPath(call, 'Postgres');
    const kafka = fieldPath(call, 'Kafka');
    const mentor = fieldPath(call, 'Mentored');
    const django = fieldPath(call, 'Django');
    return {
      content: JSON.stringify({
        summary: 'Senior engineer with 10 years of experience at Google.',
        edits: [
          {
            path: k8s.path,
            before: k8s.text,
            after: 'Migrated 14 services to Kubernetes at Google, cutting deploy time by 85%',
          },
          {
            path: pg.path,
            before: pg.text,
            after: 'Designed the Postgres partitioning scheme for 2 billion ledger rows in 2019',
          },
          {
            path: kafka.path,
            before: kafka.text,
            after: 'Built a Go and TypeScript event pipeline on Kafka processing 12,000 payments per second',
          },
          {
            path: mentor.path,
            before: mentor.text,
            after: 'Mentored 4 junior engineers as Engineering Manager',
          },
          {
            path: django.path,
            before: 'Maintained the Rails storefront',
            after: 'Maintained the Django storefront and workers',
          },
          { path: 'work[0].name', before: 'Paylane', after: 'Stripe' },
          { path: 'work[1].startDate', before: '2017-06', after: '2015-01' },
          {
            path: 'education[0].institution',
            before: 'University of Washington',
            after: 'Stanford University',
          },
          { path: 'basics.email', before: 'maya.chen@example.com', after: 'maya@google.com' },
        ],
        coverLetter: {
          paragraphs: [
            'I am applying for the Platform Engineer role at Northwind Cloud.',
            'At Paylane I led a team of 25 engineers.',
            'I also studied at Stanford.',
            'Thank you for your time.',
          ],
        },
      }),
    };
  });
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'test-model', timeoutMs: 5000, maxRetries: 0 },
      today,
    });
    const reasons = Object.fromEntries(result.report.reverted.map((r) => [r.path, r.reason]));
    const call = provider.calls[0]!;
    expect(reasons['basics.summary']).toMatch(/number "10".*name "Google"/);
    expect(reasons[fieldPath(call, 'k8s').path]).toMatch(/number "85".*name "Google"/);
    expect(reasons[fieldPath(call, 'Postgres').path]).toMatch(/number "2019"/);
    expect(reasons[fieldPath(call, 'Kafka').path]).toMatch(/skill "TypeScript"/);
    expect(reasons[fieldPath(call, 'Mentored').path]).toMatch(/title "Manager"|name "Engineering"/);
    expect(reasons[fieldPath(call, 'Django').path]).toMatch(/"before" does not match/);
    expect(reasons['work[0].name']).toBe('touches an employer');
    expect(reasons['work[1].startDate']).toBe('touches a date');
    expect(reasons['education[0].institution']).toBe('touches a school');
    expect(reasons['basics.email']).toBe('touches identity or contact details');
    expect(reasons['coverLetter.paragraphs[1]']).toMatch(/number "25"/);
    expect(reasons['coverLetter.paragraphs[2]']).toMatch(/name "Stanford"/);
    expect(reasons.coverLetter).toMatch(/offline letter/);

    // Nothing invented reached the output; the facts are the resume's.
    const written = JSON.stringify({ resume: result.resume, letter: result.coverLetter });
    for (const invented of [
      'Google',
      'Stripe',
      'Stanford',
      '85%',
      '2019',
      'TypeScript',
      '2015',
      'Engineering Manager',
      ' 25 ',
      '10 years',
    ]) {
      expect(written).not.toContain(invented);
    }
    expect(result.resume.work[0]!.name).toBe('Paylane');
    expect(result.resume.education[0]!.institution).toBe('University of Washington');
    expect(result.resume.work[0]!.highlights).toEqual(expect.arrayContaining(backendDev.work[0]!.highlights));
    // The summary and the letter fall back to the offline engine's, which only uses resume facts.
    const offline = await tailorResume({ resume: backendDev, job: backendJob, today });
    expect(result.resume.basics.summary).toBe(offline.resume.basics.summary);
    expect(result.coverLetter).toEqual(offline.coverLetter);
  } finally {
    await provider.close();
  }
});

test('one invented paragraph is dropped and the rest of the letter kept', async () => {
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Backend engineer with experience at Paylane and Shoply.',
      edits: [],
      coverLetter: {
        paragraphs: [
          ...goodLetter.slice(0, 3),
          'I hold an AWS Solutions Architect certification from 2020.',
          goodLetter[3],
        ],
      },
    }),
  }));
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      today,
    });
    expect(result.coverLetter.paragraphs).toEqual(goodLetter);
    expect(result.report.reverted).toHaveLength(1);
    expect(result.report.reverted[0]).toMatchObject({ path: 'coverLetter.paragraphs[3]' });
    expect(result.report.reverted[0]!.reason).toMatch(/2020|Solutions|Architect/);
  } finally {
    await provider.close();
  }
});
