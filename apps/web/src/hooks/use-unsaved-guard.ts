import { useEffect, type RefObject } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Leaving with unsaved edits asks first: inside the app through the router (the returned blocker
 * drives a dialog), outside through the browser's own prompt. `leaving` set to true lets a
 * navigation through (after a save, before the edits count as saved).
 */
export function useUnsavedGuard(dirty: boolean, leaving?: RefObject<boolean>): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
