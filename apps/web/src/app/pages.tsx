import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LandingPage from '../features/landing/landing-page';

// Each route's screen, split into its own chunk so the landing page stays light.
type Page = LazyExoticComponent<ComponentType> | ComponentType;
export const PAGES: Record<string, Page> = {
  '/': LandingPage,
  '/login': lazy(() => import('../features/auth/login-page')),
  '/create-account': lazy(() => import('../features/auth/create-account-page')),
  '/verify-email': lazy(() => import('../features/auth/verify-email-page')),
  '/email-confirmed': lazy(() => import('../features/auth/email-confirmed-page')),
  '/email-expired': lazy(() => import('../features/auth/email-expired-page')),
  '/forget-password': lazy(() => import('../features/auth/forget-password-page')),
  '/reset-password': lazy(() => import('../features/auth/reset-password-page')),
  '/on-boarding': lazy(() => import('../features/profile/onboarding-page')),
  '/profile': lazy(() => import('../features/profile/profile-page')),
  '/ai-chatbot': lazy(() => import('../features/chat/chat-page')),
  '/ai-therapist': lazy(() => import('../features/therapy/therapy-page')),
  '/ai-meditations': lazy(() => import('../features/meditation/meditation-page')),
  '/ai-affirmations': lazy(() => import('../features/affirmation/affirmation-page')),
  '/pricing': lazy(() => import('../features/billing/pricing-page')),
  '/sexai/pricing': lazy(() => import('../features/billing/sister-pricing-page')),
  '/terms': lazy(() => import('../features/policies/terms-page')),
  '/privacy': lazy(() => import('../features/policies/privacy-page')),
  '/refund': lazy(() => import('../features/refund/refund-page')),
  '/safety': lazy(() => import('../features/safety/safety-page')),
};
