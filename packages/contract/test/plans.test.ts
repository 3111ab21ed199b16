import { expect, test } from 'vitest';
import { planLimits, signupBodySchema, updateJobBodySchema } from '../src/index.ts';

test('paid plans raise every limit above the free plan', () => {
  for (const key of ['resumes', 'applications', 'generations'] as const) {
    expect(planLimits.pro[key]).toBeGreaterThan(planLimits.free[key]);
    expect(planLimits.premium[key]).toBeGreaterThan(planLimits.pro[key]);
  }
  expect(planLimits.free.generations).toBe(2);
});

test('signup normalises the email and refuses short passwords', () => {
  const ok = signupBodySchema.parse({ email: '  Ada@Example.COM ', fullname: ' Ada ', password: '12345678' });
  expect(ok.email).toBe('ada@example.com');
  expect(ok.fullname).toBe('Ada');
  const bad = signupBodySchema.safeParse({ email: 'ada@example.com', fullname: 'Ada', password: 'short' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toBe('password must be at least 8 characters');
});

test('job validation answers with the texts the screens show', () => {
  const r = updateJobBodySchema.safeParse({
    uuid: 'x',
    position: '  ',
    employer: 'ACME',
    job_description: 'short',
  });
  expect(r.success).toBe(false);
  const messages = r.error?.issues.map((i) => i.message);
  expect(messages).toContain('Position field is required');
  expect(messages).toContain('Please enter a valid job description (min 10 characters)');
});
