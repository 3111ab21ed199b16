import { expect, test } from 'vitest';
import { LlmProviderError, tailorResume } from '../../src/tailor/index.ts';
import { promptOf, startFakeProvider, type ReceivedCall } from './fake-provider.ts';
import { backendDev, backendJob, pairs } from './fixtures.ts';

const today = new Date('2026-03-02T09:00:00Z');

function fieldPath(call: ReceivedCall, contains: string): { path: string; text: string } {
  const field = promptOf(call).editableFields.find((f) => f.text.includes(contains));
  if (!field) throw new Error(`no editable field contains "${contains}"`);
  return field;
}

const goodLetter = [
  'I am applying for the Platform Engineer role at Northwind Cloud, bringing hands-on Kubernetes, Go and Kafka experience from Paylane.',
  'At Paylane I built a Go event pipeline on Kafka that processes 12,000 payments per second, and migrated 14 services to Kubernetes, cutting deploy time from 40 to 6 minutes.',
  'Before that, at Shoply, I introduced CI with GitHub Actions and raised test coverage from 35% to 80%.',
  'I would be glad to discuss how I could help Northwind Cloud scale its payments infrastructure. Thank you for your time.',
];

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
    expect(result.coverLetter.greeting).toBe('Dear Hiring Manager,');
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

test('malformed JSON is asked again, then reported as a provider failure', async () => {
  const provider = await startFakeProvider(() => ({ content: '{"summary": "Backend engineer", "edits": [' }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', maxRetries: 2, timeoutMs: 10_000 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect(provider.calls).toHaveLength(3);
  } finally {
    await provider.close();
  }
});

test('an answer that misses the schema once is retried and the second answer used', async () => {
  const provider = await startFakeProvider((_call, index) =>
    index === 0
      ? { content: '{"text": "Here is your tailored resume!"}' }
      : {
          content: JSON.stringify({
            summary: 'Backend engineer at Paylane.',
            edits: [],
            coverLetter: { paragraphs: goodLetter },
          }),
        },
  );
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      today,
    });
    expect(provider.calls).toHaveLength(2);
    expect(result.resume.basics.summary).toBe('Backend engineer at Paylane.');
  } finally {
    await provider.close();
  }
});

test('a provider slower than timeoutMs is a timeout error, raised on time', async () => {
  const provider = await startFakeProvider(() => ({ content: '{}', delayMs: 5000 }));
  try {
    const started = Date.now();
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', timeoutMs: 400 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await provider.close();
  }
});

test('HTTP 500 is retried, then a provider failure; 401 is not retried', async () => {
  const failing = await startFakeProvider(() => ({
    status: 500,
    body: { error: { message: 'upstream exploded' } },
  }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: failing.baseUrl, model: 'm', maxRetries: 1 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect((error as Error).message).toMatch(/500/);
    expect(failing.calls).toHaveLength(2);
  } finally {
    await failing.close();
  }

  const denied = await startFakeProvider(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: denied.baseUrl, model: 'm', maxRetries: 3 },
      today,
    }).catch((e: unknown) => e);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect(denied.calls).toHaveLength(1);
  } finally {
    await denied.close();
  }
});

test('an unreachable provider is a provider failure', async () => {
  const provider = await startFakeProvider(() => ({ content: '{}' }));
  const { baseUrl } = provider;
  await provider.close();
  const error = await tailorResume({
    resume: backendDev,
    job: backendJob,
    engine: 'llm',
    llm: { baseUrl, model: 'm', maxRetries: 0 },
    today,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LlmProviderError);
  expect((error as LlmProviderError).kind).toBe('failed');
});

test("engine 'llm' without settings is a caller error", async () => {
  await expect(tailorResume({ resume: backendDev, job: backendJob, engine: 'llm' })).rejects.toThrow(
    /llm settings/,
  );
});

test('a summary or paragraph in another language than the posting is reverted: one language per document', async () => {
  const frenchJob = {
    position: 'Chef de projet IT',
    employer: 'Groupe Solvia',
    description:
      'Nous recherchons un chef de projet pour piloter nos projets. Profil recherché :\n- Kubernetes\n- Kafka\n- gestion de projet',
  };
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Backend engineer who likes boring, reliable systems at Paylane and Shoply.',
      edits: [],
      coverLetter: {
        paragraphs: [
          'Je vous adresse ma candidature au poste de Chef de projet IT chez Groupe Solvia.',
          'At Paylane I built a Go event pipeline on Kafka that processes 12,000 payments per second.',
          'Chez Shoply, j’ai travaillé sur la chaîne de livraison continue.',
          'Je vous remercie de votre attention.',
        ],
      },
    }),
  }));
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: frenchJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', timeoutMs: 5000 },
      today,
    });
    expect(result.report.language).toBe('fr');
    const reasons = result.report.reverted.map((r) => `${r.path}: ${r.reason}`).join('\n');
    expect(reasons).toMatch(/basics\.summary: .*not in fr/);
    expect(reasons).toMatch(/coverLetter\.paragraphs\[1\]: .*not in fr/);
    expect(result.resume.basics.summary).not.toMatch(/who likes boring/);
    expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(/I built a Go event pipeline/);
  } finally {
    await provider.close();
  }
});

test('a model that says a finished job is ongoing is reverted: no "currently" the resume does not state', async () => {
  const provider = await startFakeProvider((call) => {
    const storefront = fieldPath(call, 'Django storefront');
    return {
      content: JSON.stringify({
        summary: 'Backend engineer who currently maintains the Django storefront at Shoply.',
        edits: [
          {
            path: storefront.path,
            before: storefront.text,
            after: `Currently ${storefront.text.toLowerCase()}`,
          },
        ],
        coverLetter: {
          paragraphs: [
            goodLetter[0],
            goodLetter[1],
            'At Shoply I currently maintain the Django storefront and its Celery workers.',
            goodLetter[3],
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
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      today,
    });
    const written = [
      result.resume.basics.summary ?? '',
      ...result.resume.work.flatMap((w) => w.highlights),
      ...result.coverLetter.paragraphs,
    ].join('\n');
    expect(written).not.toMatch(/currently maintain|Currently maintained/i);
    const reverted = result.report.reverted.map((r) => r.path);
    expect(reverted).toContain('basics.summary');
    expect(reverted).toContain('coverLetter.paragraphs[2]');
    expect(reverted.some((p) => /^work\[1\]\.highlights/.test(p))).toBe(true);
  } finally {
    await provider.close();
  }
});

test('a model that returns the draft letter unchanged keeps every paragraph: the offline letter passes the fact guard', async () => {
  const provider = await startFakeProvider((call) => {
    const prompt = JSON.parse(call.body.messages.find((m) => m.role === 'user')!.content) as {
      draftCoverLetter: string[];
    };
    return {
      content: JSON.stringify({
        summary: '',
        edits: [],
        coverLetter: { paragraphs: prompt.draftCoverLetter },
      }),
    };
  });
  try {
    // Every opening variant ("I am writing to apply ..."), and a title that holds the employer's name
    // and a skill the resume lacks ("Contoso - Machine Learning Engineer").
    const quiet = { ...backendDev, basics: { ...backendDev.basics, summary: undefined } };
    const titled = ['Northwind Cloud', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'].map((employer) => ({
      name: `title with ${employer}`,
      resume: quiet,
      job: { ...backendJob, employer, position: `${employer} - Machine Learning Engineer` },
    }));
    for (const c of [...pairs.filter((x) => x.resume.work.length), ...titled]) {
      const offline = await tailorResume({ resume: c.resume, job: c.job, today });
      const llm = await tailorResume({
        resume: c.resume,
        job: c.job,
        engine: 'llm',
        llm: { baseUrl: provider.baseUrl, model: 'm' },
        today,
      });
      expect(
        llm.report.reverted.filter((r) => r.path.startsWith('coverLetter')),
        c.name,
      ).toEqual([]);
      expect(llm.coverLetter.paragraphs, c.name).toEqual(offline.coverLetter.paragraphs);
    }
  } finally {
    await provider.close();
  }
});

test('the model is given no employer the reader was unsure of, and may not name it', async () => {
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Backend engineer with experience at Paylane and Shoply.',
      edits: [],
      coverLetter: { paragraphs: [...goodLetter.slice(0, 3), 'At Shoply I learned to love boring systems.'] },
    }),
  }));
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      uncertain: [{ path: '/work/1/name', reason: 'employer_guessed' }],
      today,
    });
    const facts = (
      promptOf(provider.calls[0]!) as unknown as { facts: { jobs: Array<{ employer?: string }> } }
    ).facts;
    expect(facts.jobs.map((j) => j.employer)).toEqual(['Paylane', undefined]);
    expect([result.resume.basics.summary, ...result.coverLetter.paragraphs].join(' ')).not.toMatch(/Shoply/);
  } finally {
    await provider.close();
  }
});
