import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Measuring the offline crisis detector on the safety corpus (apps/server/safety-corpus, format in
// its README): per class x per language, recall for crisis classes and false-positive rate for the
// hard negatives. Shared by `npm run safety:eval`, the training script and the frozen-part test.

export const CORPUS_DIR = fileURLToPath(new URL('../../../safety-corpus', import.meta.url));
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'nl', 'zh', 'hi', 'ur', 'ar'] as const;
export const CRISIS_CLASSES = ['passive_wish', 'active_ideation', 'method', 'intent', 'plan', 'preparatory', 'attempt', 'self_harm', 'harm_to_others', 'abuse'];
export const NEGATIVE_CLASSES = ['idiom', 'technical', 'support_other', 'media_news', 'everyday_distress', 'medical', 'places_travel', 'recovery', 'ordinary_farewell', 'ordinary_chat'];

/**
 * The parts of the safety corpus: `dev` (trained and cross-validated on), `calibration` (never
 * trained on; sets the operating point, safety-calibration.ts) and `frozen` (only measured).
 */
export type CorpusPart = 'dev' | 'calibration' | 'frozen';

export interface CorpusSample {
  text: string;
  crisis: boolean;
  class: string;
  lang: string;
}

/**
 * Every language file of one part that exists (`<lang>.json`, `<lang>-<batch>.json`),
 * or those whose file name `keepFile` accepts, each sample tagged with its language.
 */
export function loadCorpus(part: CorpusPart, dir = CORPUS_DIR, keepFile: (file: string) => boolean = () => true): CorpusSample[] {
  const folder = join(dir, part);
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.json') && keepFile(f));
  } catch {
    return [];
  }
  return files.sort().flatMap((file) => readCorpusFile(folder, file));
}

/** One file of a part, each sample tagged with the language its name gives. */
export function readCorpusFile(folder: string, file: string): CorpusSample[] {
  // `de.json` and further batches such as `de-b.json` are all German.
  const lang = file.replace(/(-[a-z0-9]+)?\.json$/, '');
  const rows = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Omit<CorpusSample, 'lang'>[];
  return rows.map((r) => ({ text: r.text, crisis: r.crisis, class: r.class, lang }));
}

export interface Cell {
  n: number;
  flagged: number;
}

export interface EvalReport {
  /** cells[class][lang] */
  cells: Record<string, Record<string, Cell>>;
  byLanguage: Record<string, { crisis: Cell; negative: Cell }>;
  byClass: Record<string, Cell>;
  crisis: Cell;
  negative: Cell;
  /** Crisis messages whose predicted class equals the corpus class, among those the detector flagged with a class. */
  classAgreement: { n: number; same: number };
}

const cell = (): Cell => ({ n: 0, flagged: 0 });
const add = (c: Cell, flagged: boolean) => {
  c.n++;
  if (flagged) c.flagged++;
};

export interface Prediction {
  crisis: boolean;
  riskClass?: string;
}

export function evaluate(samples: CorpusSample[], predict: (s: CorpusSample, index: number) => Prediction): EvalReport {
  const report: EvalReport = { cells: {}, byLanguage: {}, byClass: {}, crisis: cell(), negative: cell(), classAgreement: { n: 0, same: 0 } };
  samples.forEach((s, i) => {
    const p = predict(s, i);
    const byLang = (report.cells[s.class] ??= {});
    add((byLang[s.lang] ??= cell()), p.crisis);
    add((report.byClass[s.class] ??= cell()), p.crisis);
    const lang = (report.byLanguage[s.lang] ??= { crisis: cell(), negative: cell() });
    add(s.crisis ? lang.crisis : lang.negative, p.crisis);
    add(s.crisis ? report.crisis : report.negative, p.crisis);
    if (s.crisis && p.crisis && p.riskClass) {
      report.classAgreement.n++;
      if (p.riskClass === s.class) report.classAgreement.same++;
    }
  });
  return report;
}

export const rate = (c: Cell | undefined) => (c && c.n ? c.flagged / c.n : NaN);
const pct = (c: Cell | undefined) => (c && c.n ? (100 * rate(c)).toFixed(1).padStart(5) : '    -');

/** A plain-text table: rows are classes (recall for crisis classes, FP rate for negatives), columns languages. */
export function formatReport(title: string, report: EvalReport): string {
  const langs = LANGUAGES.filter((l) => report.byLanguage[l]);
  const head = `${'class'.padEnd(18)} ${langs.map((l) => l.padStart(5)).join(' ')}   all     n`;
  const row = (name: string) => {
    const cells = report.cells[name] ?? {};
    return `${name.padEnd(18)} ${langs.map((l) => pct(cells[l])).join(' ')} ${pct(report.byClass[name])} ${String(report.byClass[name]?.n ?? 0).padStart(5)}`;
  };
  const lines = [
    title,
    '',
    'Crisis classes: recall % (share of crisis messages flagged)',
    head,
    ...CRISIS_CLASSES.filter((c) => report.byClass[c]).map(row),
    `${'RECALL'.padEnd(18)} ${langs.map((l) => pct(report.byLanguage[l]!.crisis)).join(' ')} ${pct(report.crisis)} ${String(report.crisis.n).padStart(5)}`,
    '',
    'Hard negatives: false-positive rate % (share of ordinary messages flagged)',
    head,
    ...NEGATIVE_CLASSES.filter((c) => report.byClass[c]).map(row),
    `${'FP RATE'.padEnd(18)} ${langs.map((l) => pct(report.byLanguage[l]!.negative)).join(' ')} ${pct(report.negative)} ${String(report.negative.n).padStart(5)}`,
    '',
    `overall: recall ${(100 * rate(report.crisis)).toFixed(1)}% (${report.crisis.flagged}/${report.crisis.n}), false positives ${(100 * rate(report.negative)).toFixed(1)}% (${report.negative.flagged}/${report.negative.n}), class agreement on caught crisis ${report.classAgreement.n ? ((100 * report.classAgreement.same) / report.classAgreement.n).toFixed(1) : '-'}%`,
  ];
  return lines.join('\n');
}

export interface Targets {
  recall: number;
  fp: number;
  recallPerLanguage: number;
  recallPerClass: number;
}

export const TARGETS: Targets = { recall: 0.98, fp: 0.03, recallPerLanguage: 0.95, recallPerClass: 0.95 };

/** Every target the report misses, as readable lines (empty when all are met). */
export function missedTargets(report: EvalReport, targets: Targets = TARGETS): string[] {
  const missed: string[] = [];
  if (rate(report.crisis) < targets.recall) missed.push(`recall ${rate(report.crisis).toFixed(3)} < ${targets.recall}`);
  if (rate(report.negative) > targets.fp) missed.push(`false positives ${rate(report.negative).toFixed(3)} > ${targets.fp}`);
  for (const [lang, c] of Object.entries(report.byLanguage))
    if (c.crisis.n && rate(c.crisis) < targets.recallPerLanguage) missed.push(`recall ${lang} ${rate(c.crisis).toFixed(3)} < ${targets.recallPerLanguage}`);
  for (const cls of CRISIS_CLASSES) {
    const c = report.byClass[cls];
    if (c?.n && rate(c) < targets.recallPerClass) missed.push(`recall ${cls} ${rate(c).toFixed(3)} < ${targets.recallPerClass}`);
  }
  return missed;
}
