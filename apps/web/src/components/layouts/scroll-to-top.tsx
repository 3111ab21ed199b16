import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The new page's heading takes the focus, so keyboard and screen reader users start at its top. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Every path change starts at the top of the page, with the focus on its heading (not on the
 * link that led there). The first page is left alone: there the page itself is the start.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusHeading()) return;
    // A page still loading shows its heading later: focus it when it appears.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
