import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { GenerateResponse } from '@tailor/contract';
import { renderPage } from '../../../test/render.tsx';
import { MatchReportPanel } from './match-report-panel.tsx';

const result = (match: object): GenerateResponse =>
  ({
    uuid: 'j1',
    position: 'Data Engineer',
    employer: 'Initech',
    job_description: 'Spark pipelines.',
    gen_count: 1,
    email: 'ada@example.com',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    generation: {
      id: 'g1',
      engine: 'offline',
      language: 'en',
      match: { before: 20, after: 35, matched: ['Python'], missing: ['Spark'], ...match },
    },
  }) as GenerateResponse;

test('the fit and each requirement with the resume line that shows it, or says it is not shown', () => {
  renderPage(
    <MatchReportPanel
      result={result({
        fit: 'low',
        requirements: [
          {
            text: 'Python',
            importance: 'must',
            kind: 'skill',
            evidence: { path: '/skills/0', text: 'Python, SQL' },
          },
          { text: 'Spark', importance: 'must', kind: 'tool', evidence: null },
        ],
      })}
    />,
  );
  expect(screen.getByTestId('match-fit')).toHaveTextContent(
    'Low fit: your resume shows little of what this job asks',
  );
  const items = within(screen.getByTestId('match-requirements')).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Python (required)Shown by: “Python, SQL”');
  expect(items[1]).toHaveTextContent('Spark (required)Not shown by your resume');
});

test('a report without fit or requirements shows the scores and keywords only', () => {
  renderPage(<MatchReportPanel result={result({ fit: 'excellent' })} />);
  expect(screen.getByText('35')).toBeInTheDocument();
  expect(screen.queryByTestId('match-fit')).not.toBeInTheDocument();
  expect(screen.queryByTestId('match-requirements')).not.toBeInTheDocument();
});

test('documents in another language than the resume: the report says what stays as written', () => {
  const written = (resume_language: 'en' | 'fr' | null) => {
    const r = result({ fit: 'partial' });
    return { ...r, generation: { ...r.generation!, language: 'en', resume_language } } as GenerateResponse;
  };
  const { unmount } = renderPage(<MatchReportPanel result={written('fr')} />);
  expect(screen.getByTestId('match-own-language')).toHaveTextContent(
    'Your own lines (job descriptions, summary, skills) stay in French',
  );
  unmount();
  renderPage(<MatchReportPanel result={written('en')} />);
  expect(screen.queryByTestId('match-own-language')).not.toBeInTheDocument();
});
