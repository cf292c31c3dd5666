// Public facts about the site that several public pages show. Set VITE_SUPPORT_EMAIL at build time
// to the same address as the server's SUPPORT_EMAIL.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@haven.local';

export const SOCIAL_LINKS = [
  { kind: 'video', label: 'Haven on YouTube (videos)', href: import.meta.env.VITE_SOCIAL_VIDEO_URL || 'https://www.youtube.com/' },
  { kind: 'photo', label: 'Haven on Instagram (photos)', href: import.meta.env.VITE_SOCIAL_PHOTO_URL || 'https://www.instagram.com/' },
  { kind: 'social', label: 'Haven on Facebook (social network)', href: import.meta.env.VITE_SOCIAL_NETWORK_URL || 'https://www.facebook.com/' },
] as const;

/** What visitors see as the rating; the same figures go into the landing page's JSON-LD. */
export const SITE_RATING = { value: 4.8, count: 1250 } as const;

/** True when the visitor asked the system for less motion; false where there is no window (prerender). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
