import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@tailor/contract';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';

/** Signed out -> signed in: store token, user, subscription and metrics, then open the dashboard. */
export function useCompleteLogin(): (answer: LoginResponse) => void {
  const navigate = useNavigate();
  return useCallback(
    (answer: LoginResponse) => {
      const state = useAppState.getState();
      state.setToken(answer.jwt.access_token);
      state.setUser(answer.user);
      state.setSubscription(answer.subscription);
      state.setMetrics(answer.metrics);
      void navigate(paths.dashboard, { replace: true });
    },
    [navigate],
  );
}
