import { describe, expect, it } from 'vitest';
import { takeReferees } from '../../src/parse/job-referees.ts';
import { parseResumeText } from '../../src/parse/index.ts';

describe('referees inside a job', () => {
  it('takes a labelled referee block with a phone out of the job', () => {
    const { kept, referees } = takeReferees([
      'Atendí la mesa de ayuda de la sede principal.',
      'Jefe inmediato: Ana Ruiz',
      'Cargo: Gerente',
      'Teléfono: 3001234567',
    ]);
    expect(kept).toEqual(['Atendí la mesa de ayuda de la sede principal.']);
    expect(referees).toEqual(['Jefe inmediato: Ana Ruiz, Cargo: Gerente, Teléfono: 3001234567']);
  });

  it('takes a referee line and a referee after a sentence', () => {
    expect(takeReferees(['Supervisor: John Smith, (555) 123-4567']).kept).toEqual([]);
    expect(takeReferees(['Référent : M. Dupont – 06 12 34 56 78']).kept).toEqual([]);
    const inside = takeReferees(['Ran the night shift. Supervisor: John Smith, (555) 123-4567']);
    expect(inside.kept).toEqual(['Ran the night shift.']);
    expect(inside.referees).toEqual(['Supervisor: John Smith, (555) 123-4567']);
  });

  it('keeps a supervisor named without contact details, and drops a lone phone', () => {
    expect(takeReferees(['Supervisor: Dr. Jane Roe. Duties: ran the clinic']).kept).toHaveLength(1);
    expect(takeReferees(['Built the stock database', 'Tel: 555 123 4567']).kept).toEqual([
      'Built the stock database',
    ]);
  });

  it('moves the referee to the references of a resume', () => {
    const data = parseResumeText(
      [
        'Sam Lee',
        'sam.lee@example.com',
        'EXPERIENCE',
        'Store Assistant',
        'Northwind Depot',
        '2019 - 2021',
        '• Ran the night shift and the weekly stock counts',
        'Supervisor: John Smith, (555) 123-4567',
        'REFERENCES',
        'Mary Major, Northwind Depot, (555) 765-4321',
      ].join('\n'),
    );
    const text = JSON.stringify(data.work);
    expect(text).not.toContain('123-4567');
    expect(data.references.map((r) => r.reference).join(' ')).toContain('John Smith');
  });
});
