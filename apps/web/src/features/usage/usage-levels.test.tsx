import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Metrics } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ApproachingLimitBanner } from './components/approaching-limit-banner.tsx';
import { UsageMeters } from './components/usage-meters.tsx';
import { isApproachingLimit, meterOf, usageLevel, usagePercent } from './usage-levels.ts';

const metrics = (over: Partial<Metrics> = {}): Metrics => ({
  resumes_count: 0,
  resumes_limit: 3,
  applications_count: 0,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
  ...over,
});

test('percent is used / limit rounded and capped at 100; levels switch at 75 and 90', () => {
  expect(usagePercent(2, 3)).toBe(67);
  expect(usagePercent(1, 8)).toBe(13);
  expect(usagePercent(5, 3)).toBe(100);
  expect(usagePercent(0, 0)).toBe(0);
  expect(usageLevel(74)).toBe('normal');
  expect(usageLevel(75)).toBe('warning');
  expect(usageLevel(89)).toBe('warning');
  expect(usageLevel(90)).toBe('critical');
  expect(usageLevel(100)).toBe('critical');
  // 149/200 = 74.5 rounds to 75: a warning, not normal.
  expect(meterOf(metrics({ applications_count: 149, applications_limit: 200 }), 'applications').level).toBe(
    'warning',
  );
  expect(meterOf(metrics({ consumed_generations: 9, generation_limit: 10 }), 'generations')).toMatchObject({
    percent: 90,
    level: 'critical',
  });
});

test('meters show used of limit and take the colour of their level', () => {
  renderRoutes([
    {
      path: '/',
      element: (
        <UsageMeters
          metrics={metrics({ resumes_count: 1, applications_count: 8, consumed_generations: 2 })}
        />
      ),
    },
  ]);
  expect(screen.getByTestId('meter-resumes')).toHaveAttribute('data-level', 'normal');
  expect(screen.getByTestId('meter-applications')).toHaveAttribute('data-level', 'warning');
  expect(screen.getByTestId('meter-generations')).toHaveAttribute('data-level', 'critical');
  expect(screen.getByText('8 of 10 used')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Generations' })).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByText('Critical')).toBeInTheDocument();
});

test('the approaching-limit banner shows on the free plan from 75 percent, with an upgrade link to /pricing', () => {
  expect(isApproachingLimit(metrics({ resumes_count: 2 }), 'free')).toBe(false);
  expect(isApproachingLimit(metrics({ applications_count: 8 }), 'free')).toBe(true);
  expect(isApproachingLimit(metrics({ applications_count: 8 }), 'pro')).toBe(false);

  useAppState.setState({
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
    metrics: metrics({ consumed_generations: 2 }),
  });
  const { unmount } = renderRoutes([{ path: '/', element: <ApproachingLimitBanner /> }]);
  // A meter at its limit is not "approaching": the banner names the limit reached.
  expect(screen.getByText('You have reached a limit of your plan')).toBeInTheDocument();
  expect(screen.getByTestId('approaching-limit-banner')).toHaveTextContent(
    'You have used this month’s generations: the count starts again at the beginning of next month.',
  );
  expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  unmount();

  useAppState.setState({ metrics: metrics({ applications_count: 8 }) });
  const approaching = renderRoutes([{ path: '/', element: <ApproachingLimitBanner /> }]);
  expect(screen.getByText('You are approaching your plan limits')).toBeInTheDocument();
  approaching.unmount();

  useAppState.setState({
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'pro' },
  });
  renderRoutes([{ path: '/', element: <ApproachingLimitBanner /> }]);
  expect(screen.queryByTestId('approaching-limit-banner')).not.toBeInTheDocument();
});
