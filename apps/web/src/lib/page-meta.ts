import { useEffect } from 'react';
import { SITE_RATING } from './site-config';

// Title and description of each prerendered public page. The build's prerender step writes them
// (with Open Graph tags) into each page's HTML; usePageTitle keeps the tab title right when the
// visitor moves between pages inside the app.
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Haven';

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Haven — AI mental-health companion: therapy sessions, chat, meditations',
    description:
      'Haven is an AI companion for everyday mental wellbeing: guided AI therapy sessions, a supportive chatbot, meditations and affirmations. Free to start, private and encrypted. An AI, not a clinician, and not for emergencies.',
  },
  '/pricing': { title: 'Pricing — Haven', description: 'Haven premium plans: monthly one-hour AI therapy sessions, voice mode, unlimited chat, meditations and affirmations. 3-day refund window.' },
  '/sexai/pricing': { title: 'Adult companion pricing — Haven', description: 'Pricing for Haven’s adult companion product (18+ only): monthly, yearly and lifetime plans with a 3 days free trial.' },
  '/terms': { title: 'Terms of Service — Haven', description: 'The terms for using Haven, an AI mental-health companion. Last updated March 30, 2025.' },
  '/privacy': { title: 'Privacy Policy — Haven', description: 'What Haven stores, how it is encrypted, and how you can export or delete your data. We never sell your data or use it for ads.' },
  '/refund': { title: 'Refund Policy — Haven', description: 'Request a refund within 3 days of purchase: 50% refund, processed in 5-7 business days.' },
  '/safety': { title: 'Safety and crisis support — Haven', description: 'How Haven responds to a crisis and where to find immediate help. Haven is an AI and not for emergencies.' },
};

/** schema.org data for the landing page, including the rating the page states. */
export function landingJsonLd(origin?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Web',
    ...(origin ? { url: `${origin}/` } : {}),
    description: PAGE_META['/'].description,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', description: 'Free to start' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: SITE_RATING.value, ratingCount: SITE_RATING.count, bestRating: 5, worstRating: 1 },
  };
}

export function usePageTitle(path: string) {
  useEffect(() => {
    const meta = PAGE_META[path];
    if (meta) document.title = meta.title;
  }, [path]);
}
