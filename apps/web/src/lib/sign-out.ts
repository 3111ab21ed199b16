import { useAppState } from '../stores/app-state.ts';
import { api } from './api-client.ts';

/**
 * Signs out: the server is told to end the session (so a copy of the token stops working), and
 * this device forgets the session and the user's data at once, without waiting for the answer.
 */
export function signOut(): void {
  // The request takes the token now, before the state below drops it.
  if (useAppState.getState().token) void api.post('/auth/logout').catch(() => undefined);
  useAppState.getState().logout();
}
