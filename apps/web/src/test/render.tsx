import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider.tsx';

/** Renders routes in memory with the real providers; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProvider env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

/** One component on a page of its own, with a catch-all so navigations land somewhere visible. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );
}

/** `window.matchMedia` for a page without layout: only the reduced-motion preference matches. */
export function matchMediaStub(reduceMotion: boolean) {
  return (query: string) => ({
    matches: reduceMotion && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** For the rest of the test, the visitor's system does not ask for reduced motion. */
export function allowMotion() {
  vi.stubGlobal('matchMedia', matchMediaStub(false));
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * Stands in for the network (outside our walls): answers each call with the given handler and
 * records what the browser sent.
 */
export function stubFetch(handler: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const body =
      typeof raw === 'string' && headers.get('Content-Type') === 'application/json'
        ? (JSON.parse(raw) as unknown)
        : raw;
    const call: FetchCall = { url: String(input), method: init?.method ?? 'GET', headers, body };
    calls.push(call);
    return handler(call);
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
