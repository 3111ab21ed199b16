import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';

/** Pages behind a token: without one, the visitor is sent to /login. */
export function RequireAuth() {
  const token = useAppState((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /login with a token goes straight to the dashboard. */
export function GuestOnly() {
  const token = useAppState((s) => s.token);
  if (token) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
