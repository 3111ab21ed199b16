import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { carouselTiming, PLACEHOLDER_IMAGE, type CarouselSlide } from '../slides.ts';
import classes from './hero-carousel.module.css';

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'menuitem');

function SlideImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={classes.image}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={560}
      height={420}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      data-testid="slide-image"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The landing carousel: advances every 3 s with a 700 ms slide, arrow keys
 * and a swipe of more than 75 px change slide, any interaction pauses it for 5 s.
 */
export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const { t } = useTranslation('landing');
  const reduceMotion = useReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touchStartX = useRef<number | null>(null);

  const hold = useCallback(() => {
    setHeld(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHeld(false), carouselTiming.resumeDelayMs);
  }, []);

  const goTo = useCallback(
    (next: number) => {
      hold();
      setIndex(((next % count) + count) % count);
    },
    [count, hold],
  );

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  useEffect(() => {
    if (held || stopped || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), carouselTiming.intervalMs);
    return () => clearInterval(timer);
  }, [held, stopped, count]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isEditable(event.target)
      )
        return;
      if (event.key === 'ArrowRight') goTo(index + 1);
      else if (event.key === 'ArrowLeft') goTo(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, index]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
    hold();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) > carouselTiming.swipeThresholdPx) goTo(dx < 0 ? index + 1 : index - 1);
  };

  const playing = !stopped && !held;

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="hero-carousel"
      data-index={index}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div
        className={classes.track}
        style={{
          transform: `translateX(-${index * 100}%)`,
          transition: reduceMotion ? 'none' : `transform ${carouselTiming.transitionMs}ms ease-in-out`,
        }}
      >
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideLabel', { current: i + 1, total: count })}
              aria-hidden={!current}
              inert={!current}
              data-testid={`slide-${slide.id}`}
            >
              <Stack gap="md" align="flex-start">
                {i === 0 ? (
                  <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
                    {t(slide.title)}
                  </Title>
                ) : (
                  <Title order={2} fz={{ base: 28, sm: 40 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
                    {t(slide.title)}
                  </Title>
                )}
                <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={520}>
                  {t(slide.subtitle)}
                </Text>
                <Button
                  component={Link}
                  to={slide.buttonUrl}
                  size="md"
                  rightSection={<IconChevronRight size={18} aria-hidden />}
                >
                  {t(slide.buttonText)}
                </Button>
              </Stack>
              <SlideImage src={slide.image} alt={t(slide.imageAlt)} priority={i === 0} />
            </div>
          );
        })}
      </div>

      <div className={classes.controls}>
        <ActionIcon
          variant="white"
          color="indigo"
          size="lg"
          radius="xl"
          aria-label={t('carousel.previous')}
          onClick={() => goTo(index - 1)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Group gap={2} wrap="nowrap">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={classes.dotHit}
              aria-label={t('carousel.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span className={classes.dot} data-active={i === index || undefined} />
            </button>
          ))}
        </Group>
        <ActionIcon
          variant="white"
          color="indigo"
          size="lg"
          radius="xl"
          aria-label={t('carousel.next')}
          onClick={() => goTo(index + 1)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="white"
          color="indigo"
          size="lg"
          radius="xl"
          aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
          aria-pressed={stopped}
          onClick={() => setStopped((s) => !s)}
          data-testid="carousel-toggle"
        >
          {stopped ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
      </div>
      <VisuallyHidden aria-live="polite">
        {playing ? '' : t('carousel.slideLabel', { current: index + 1, total: count })}
      </VisuallyHidden>
    </section>
  );
}
