import { paths, signUpPath } from '../../config/paths.ts';

/** A carousel slide; texts are translation keys in the `landing` namespace. */
export interface CarouselSlide {
  id: string;
  image: string;
  title: string;
  subtitle: string;
  buttonText: string;
  buttonUrl: string;
  imageAlt: string;
}

const slide = (id: string, buttonUrl: string, file: string = id): CarouselSlide => ({
  id,
  image: `/slides/${file}.svg`,
  title: `carousel.slides.${id}.title`,
  subtitle: `carousel.slides.${id}.subtitle`,
  buttonText: `carousel.slides.${id}.button`,
  buttonUrl,
  imageAlt: `carousel.slides.${id}.imageAlt`,
});

export const slides: CarouselSlide[] = [
  slide('tailor', signUpPath),
  slide('rewrite', paths.howItWorks),
  slide('coverLetter', signUpPath, 'cover-letter'),
  slide('pdf', paths.howItWorks),
  slide('keywords', signUpPath),
  slide('plans', signUpPath),
];

export const PLACEHOLDER_IMAGE = '/slides/placeholder.svg';

/** The carousel's timings: a new slide every 3 s, a 700 ms slide, a 75 px swipe; autoplay resumes 5 s after a pause. */
export const carouselTiming = {
  intervalMs: 3000,
  transitionMs: 700,
  swipeThresholdPx: 75,
  resumeDelayMs: 5000,
} as const;
