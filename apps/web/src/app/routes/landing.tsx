import { lazy, Suspense } from 'react';
import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../features/landing/components/call-to-action.tsx';
import { FeaturesSection } from '../../features/landing/components/features-section.tsx';
import { HeroCarousel } from '../../features/landing/components/hero-carousel.tsx';
import { SectionHeading } from '../../features/landing/components/section-heading.tsx';
import { StepsSection } from '../../features/landing/components/steps-section.tsx';
import { TestimonialsSection } from '../../features/landing/components/testimonials-section.tsx';
import { slides } from '../../features/landing/slides.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

// Below the fold and the only part that needs the plan table of the contract: loaded apart.
const PricingSection = lazy(() =>
  import('../../features/billing/components/pricing-section.tsx').then((m) => ({
    default: m.PricingSection,
  })),
);

export function LandingRoute() {
  const { t } = useTranslation('landing');
  useDocumentTitle(null);
  return (
    <>
      <Container size="lg" pt={{ base: 16, sm: 32 }} px={{ base: 12, sm: 'md' }}>
        <HeroCarousel slides={slides} />
      </Container>
      <FeaturesSection />
      <StepsSection />
      <Box component="section" aria-labelledby="pricing-title" py={{ base: 48, sm: 72 }}>
        <Container size="lg">
          <SectionHeading id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
          <Suspense fallback={<Box mih={360} />}>
            <PricingSection />
          </Suspense>
        </Container>
      </Box>
      <Box bg="gray.0">
        <TestimonialsSection />
      </Box>
      <Box pt={{ base: 48, sm: 72 }}>
        <CallToAction />
      </Box>
    </>
  );
}
