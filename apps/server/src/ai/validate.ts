// Output validation and flattening (spec 5): generated fields that arrive as objects or lists
// become text; meditations without a title or description are dropped; at least one must survive.
import { MEDITATION_DEFAULTS } from '@haven/core';
import { AFFIRMATION_ALERTS } from '@haven/core/affirmation';
import { AiError, type GeneratedMeditation } from './gateway';

/** Any JSON value as plain text: strings as they are, lists and objects joined by their values. */
export function flattenText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(flattenText).filter(Boolean).join('\n');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(flattenText)
      .filter(Boolean)
      .join('\n');
  return '';
}

/** Parses a JSON object reply, tolerating a fenced code block around it. */
export function parseJsonObject(text: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    const start = unfenced.indexOf('{');
    const end = unfenced.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(unfenced.slice(start, end + 1));
      } catch {
        /* fall through */
      }
    }
    throw new AiError('invalid_output', 'Invalid response from AI service');
  }
}

/** The list inside a reply: the named key, the first list value, a bare list, or one object. */
function listOf(data: unknown, key: string): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record[key])) return record[key] as unknown[];
    const firstList = Object.values(record).find(Array.isArray);
    if (firstList) return firstList as unknown[];
    return [record];
  }
  return [];
}

export function validateMeditations(text: string, count: number, avoidTitles: string[] = []): GeneratedMeditation[] {
  const items = listOf(parseJsonObject(text), 'meditations');
  const seen = new Set(avoidTitles.map((t) => t.trim().toLowerCase()));
  const out: GeneratedMeditation[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const title = flattenText(r.title).replace(/\s+/g, ' ');
    const description = flattenText(r.description ?? r.instructions ?? r.steps);
    if (!title || !description || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    out.push({
      title,
      description,
      time: flattenText(r.time),
      duration: flattenText(r.duration) || MEDITATION_DEFAULTS.duration,
      type: flattenText(r.type) || MEDITATION_DEFAULTS.type,
    });
    if (out.length === count) break;
  }
  if (!out.length) throw new AiError('no_valid_output', 'No valid meditations generated');
  return out;
}

export function validateAffirmations(text: string, count: number): string[] {
  const items = listOf(parseJsonObject(text), 'affirmations');
  const out: string[] = [];
  for (const item of items) {
    const t = flattenText(item).replace(/\s+/g, ' ');
    if (t && !out.includes(t)) out.push(t);
    if (out.length === count) break;
  }
  if (!out.length) throw new AiError('no_valid_output', AFFIRMATION_ALERTS.generateFailed);
  return out;
}

/** A plain-text reply: flattened if a model wrapped it in JSON, never empty. */
export function validateText(text: string): string {
  let t = text.trim();
  if (/^[{[]/.test(t)) {
    try {
      t = flattenText(JSON.parse(t));
    } catch {
      /* plain text that starts with a bracket */
    }
  }
  if (!t) throw new AiError('invalid_output', 'Invalid response from AI service');
  return t;
}
