import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-meta';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { PricingTeaser } from './pricing-teaser';
import { TestimonialsSection } from './testimonials-section';

// The six sections the top bar links to, in its order (spec 2).
export default function LandingPage() {
  usePageTitle('/');
  return (
    <main id="main">
      <Section id="features" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <HeroSection />
        <FeatureCards />
      </Section>
      <Section id="about">
        <AboutSection />
      </Section>
      <Section id="reviews" className="bg-white">
        <TestimonialsSection />
      </Section>
      <Section id="pricing">
        <PricingTeaser />
      </Section>
      <Section id="contact" className="bg-white">
        <ContactSection />
      </Section>
      <Section id="qna">
        <FaqSection />
      </Section>
    </main>
  );
}

function Section({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} data-landing-section className={`scroll-mt-16 ${className}`}>
      {children}
    </section>
  );
}
