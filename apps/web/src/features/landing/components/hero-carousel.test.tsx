import { act, fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { allowMotion, renderPage } from '../../../test/render.tsx';
import { carouselTiming, PLACEHOLDER_IMAGE, slides } from '../slides.ts';
import { HeroCarousel } from './hero-carousel.tsx';

const current = () => Number(screen.getByTestId('hero-carousel').dataset.index);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const swipe = (from: number, to: number) => {
  const carousel = screen.getByTestId('hero-carousel');
  fireEvent.touchStart(carousel, { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: to, clientY: 100 }] });
};

const setup = () => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  renderPage(<HeroCarousel slides={slides} />);
};

test('has 6 slides whose buttons lead to the sign-up form or /how-it-works', () => {
  setup();
  expect(slides).toHaveLength(6);
  for (const slide of slides) expect(['/login?mode=signup', '/how-it-works']).toContain(slide.buttonUrl);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Land more interviews with a resume tailored to every job',
  );
});

test('slides change without animation when the system asks for reduced motion', () => {
  setup();
  const track = screen.getByTestId('slide-tailor').parentElement;
  expect(track?.style.transition).toBe('none');
  advance(3000);
  expect(current()).toBe(1);
});

test('advances every 3 s with a 700 ms slide, and wraps around', () => {
  allowMotion();
  setup();
  const track = screen.getByTestId('slide-tailor').parentElement;
  expect(track?.style.transition).toContain(`${carouselTiming.transitionMs}ms`);
  advance(2999);
  expect(current()).toBe(0);
  advance(1);
  expect(current()).toBe(1);
  advance(3000 * 5);
  expect(current()).toBe(0);
});

test('arrow keys change slide, then auto-advance pauses for 5 s', () => {
  setup();
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  expect(current()).toBe(1);
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  expect(current()).toBe(5);
  advance(4999);
  expect(current()).toBe(5);
  advance(1);
  advance(2999);
  expect(current()).toBe(5);
  advance(1);
  expect(current()).toBe(0);
});

test('a swipe of more than 75 px changes slide, a shorter one does not', () => {
  setup();
  swipe(300, 225);
  expect(current()).toBe(0);
  swipe(300, 224);
  expect(current()).toBe(1);
  swipe(100, 180);
  expect(current()).toBe(0);
});

test('the only visible slide is the current one, and a dot jumps to its slide', () => {
  setup();
  fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
  expect(current()).toBe(3);
  expect(screen.getByTestId('slide-pdf')).not.toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByTestId('slide-tailor')).toHaveAttribute('aria-hidden', 'true');
});

test('the pause button stops auto-advance until pressed again', () => {
  setup();
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  advance(20000);
  expect(current()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  advance(3000);
  expect(current()).toBe(1);
});

test('a slide image that fails to load is replaced by the placeholder', () => {
  setup();
  const [first, second] = screen.getAllByTestId('slide-image');
  fireEvent.error(first!);
  expect(first).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(second).toHaveAttribute('src', '/slides/rewrite.svg');
});
