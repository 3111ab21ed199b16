import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { resetPublicConfigCache } from '../lib/public-config.ts';
import { initialAppState, useAppState } from '../stores/app-state.ts';
import { matchMediaStub } from './render.tsx';

// happy-dom has no layout engine: Mantine asks for these. The page prefers reduced motion, so
// Mantine's transitions (the theme respects that preference) set no timers that could fire after
// the test environment is torn down.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub(true) });
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}
window.scrollTo = () => undefined;

beforeAll(async () => {
  await initI18n('en');
});

// A test that logs console.error is a defect (STYLE.md).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // No real network in component tests: a call nobody stubbed behaves as if offline.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Network is off in component tests')));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  useAppState.setState(initialAppState);
  resetPublicConfigCache();
  await initI18n('en');
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});

// Mantine schedules its (zero-length, under env="test") transition state updates on timers; let
// them run while the page still exists, not after the test environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
