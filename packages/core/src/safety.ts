// Crisis help lines (DESIGN.md 4), one list shared by the server's crisis replies and the public
// /safety page, so the numbers a person in distress sees are always the same ones.
// Check numbers against the services' own sites when editing; findahelpline.com is always added.

export interface Helpline {
  name: string;
  /** Where the line answers (country name), so two lines with the same number are told apart. */
  country?: string;
  phone?: string;
  sms?: string;
  url?: string;
}

export interface CountryHelplines {
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  lines: Helpline[];
}

export const FALLBACK_HELPLINE: Helpline = {
  name: 'Find A Helpline (international directory of free, confidential help lines)',
  url: 'https://findahelpline.com',
};

const samaritans: Helpline = { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org' };

export const HELPLINES_BY_COUNTRY: CountryHelplines[] = [
  { country: 'US', countryName: 'United States', lines: [{ name: '988 Suicide & Crisis Lifeline', phone: '988', sms: '988', url: 'https://988lifeline.org' }] },
  { country: 'GB', countryName: 'United Kingdom', lines: [samaritans] },
  { country: 'IE', countryName: 'Ireland', lines: [samaritans] },
  { country: 'CA', countryName: 'Canada', lines: [{ name: '9-8-8 Suicide Crisis Helpline', phone: '988', sms: '988', url: 'https://988.ca' }] },
  { country: 'AU', countryName: 'Australia', lines: [{ name: 'Lifeline', phone: '13 11 14', url: 'https://www.lifeline.org.au' }] },
  { country: 'FR', countryName: 'France', lines: [{ name: '3114 – Numéro national de prévention du suicide', phone: '3114', url: 'https://3114.fr' }] },
  { country: 'DE', countryName: 'Germany', lines: [{ name: 'TelefonSeelsorge', phone: '0800 111 0 111', url: 'https://www.telefonseelsorge.de' }] },
  { country: 'ES', countryName: 'Spain', lines: [{ name: 'Línea 024 de atención a la conducta suicida', phone: '024' }] },
  { country: 'IT', countryName: 'Italy', lines: [{ name: 'Telefono Amico Italia', phone: '02 2327 2327', url: 'https://www.telefonoamico.it' }] },
  { country: 'NL', countryName: 'Netherlands', lines: [{ name: '113 Zelfmoordpreventie', phone: '113', url: 'https://www.113.nl' }, { name: '113 Zelfmoordpreventie (free)', phone: '0800-0113' }] },
  { country: 'IN', countryName: 'India', lines: [{ name: 'Tele-MANAS', phone: '14416', url: 'https://telemanas.mohfw.gov.in' }] },
  { country: 'PK', countryName: 'Pakistan', lines: [{ name: 'Umang Pakistan', phone: '0311 7786264' }] },
];

/** The ten therapy languages (packages/core therapy.ts) as short codes. */
export const SAFETY_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'ur', 'zh', 'hi', 'ar', 'nl'] as const;
export type SafetyLanguage = (typeof SAFETY_LANGUAGES)[number];

const LANGUAGE_ALIASES: Record<string, SafetyLanguage> = {
  english: 'en', french: 'fr', francais: 'fr', spanish: 'es', espanol: 'es', german: 'de', deutsch: 'de',
  italian: 'it', italiano: 'it', urdu: 'ur', chinese: 'zh', mandarin: 'zh', hindi: 'hi', arabic: 'ar', dutch: 'nl', nederlands: 'nl',
};

/** 'French', 'fr', 'fr-CA' -> 'fr'; unknown -> undefined. */
export function toSafetyLanguage(language?: string | null): SafetyLanguage | undefined {
  if (!language) return undefined;
  const key = language.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
  if (LANGUAGE_ALIASES[key]) return LANGUAGE_ALIASES[key];
  const base = key.split(/[-_]/)[0];
  return (SAFETY_LANGUAGES as readonly string[]).includes(base) ? (base as SafetyLanguage) : undefined;
}

/** Where a language's speakers most likely are, used only when the country is unknown. */
const COUNTRIES_BY_LANGUAGE: Record<SafetyLanguage, string[]> = {
  en: ['US', 'GB', 'IE', 'CA', 'AU'],
  fr: ['FR', 'CA'],
  es: ['ES', 'US'],
  de: ['DE'],
  it: ['IT'],
  ur: ['PK', 'IN'],
  zh: [],
  hi: ['IN'],
  ar: [],
  nl: ['NL'],
};

function normalizeCountry(country?: string | null): string | undefined {
  if (!country) return undefined;
  const c = country.trim().toUpperCase();
  return c === 'UK' ? 'GB' : c;
}

/**
 * Help lines for a person: by country when known, else by language; findahelpline.com is always
 * last so nobody is left without a number.
 */
export function helplinesFor(opts: { country?: string | null; language?: string | null } = {}): Helpline[] {
  const country = normalizeCountry(opts.country);
  const byCountry = HELPLINES_BY_COUNTRY.find((c) => c.country === country);
  const labelled = (c: CountryHelplines) => c.lines.map((l) => ({ ...l, country: c.countryName }));
  let lines: Helpline[];
  if (byCountry) lines = labelled(byCountry);
  else {
    const lang = toSafetyLanguage(opts.language) ?? 'en';
    lines = COUNTRIES_BY_LANGUAGE[lang].flatMap((code) => {
      const c = HELPLINES_BY_COUNTRY.find((x) => x.country === code);
      return c ? labelled(c) : [];
    });
  }
  // Same line, same country: once. The same number in two countries (988 in the US and Canada)
  // stays twice, each labelled with its country.
  const unique = lines.filter((line, i) => lines.findIndex((l) => l.name === line.name && l.phone === line.phone && l.country === line.country) === i);
  return [...unique, { ...FALLBACK_HELPLINE }];
}
