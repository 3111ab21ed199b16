import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ReadBack } from '@tailor/contract';
import { renderPage } from '../../../test/render.tsx';
import { ReadBackLine } from './read-back-line.tsx';

const part = (total: number, missing: string[] = []) => ({ total, missing });

test('a CV read back whole says all its jobs, dates and skills were found', () => {
  renderPage(
    <ReadBackLine readBack={{ jobs: part(4), dates: part(4), schools: part(2), skills: part(12) }} />,
  );
  expect(screen.getByTestId('read-back')).toHaveTextContent(
    'Read back by an applicant-tracking reader: all 4 jobs, their dates, the schools and the skills were found.',
  );
});

test('what the reader did not find is named, the long tail counted', () => {
  const readBack: ReadBack = {
    jobs: part(4, ['Analyst, Pellworth Bank']),
    dates: part(4, ['Analyst, Pellworth Bank']),
    schools: part(1, ['Northmoor Polytechnic']),
    skills: part(9, ['Rust', 'Zig', 'Nim', 'Odin', 'Gleam']),
  };
  renderPage(<ReadBackLine readBack={readBack} />);
  expect(screen.getByTestId('read-back')).toHaveTextContent(
    'Read back by an applicant-tracking reader: 3 of 4 jobs found. Not found as written: ' +
      'the job “Analyst, Pellworth Bank”; the dates of “Analyst, Pellworth Bank”; ' +
      'the school “Northmoor Polytechnic”; the skill “Rust”; the skill “Zig”; the skill “Nim”; 2 more.',
  );
});
