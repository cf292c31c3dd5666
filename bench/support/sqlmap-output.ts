// Reads what sqlmap printed for one target: which parameters it tested, which it found injectable,
// the HTTP statuses it got back, and whether the run finished.

export interface SqlmapResult {
  tested: string[];
  /** Parameters sqlmap skipped without testing (e.g. static ones). */
  skipped: string[];
  injectable: string[];
  /** e.g. { 400: 410, 401: 783 } from sqlmap's "HTTP error codes detected" line. */
  statuses: Record<string, number>;
  finished: boolean;
  problems: string[];
}

// "(custom) POST parameter 'JSON email'", "URI parameter '#1*'", "GET parameter 'sessionId'"
const PARAM = String.raw`((?:\(custom\) )?[A-Za-z-]+) parameter '([^']+)'`;

/**
 * sqlmap 1.7 names `*` markers `#1*`, `#2*`, ... per place ('JSON #1*' when the body is JSON):
 * in the URI they are path parameters; in the body, `bodyFields` says which field each one is.
 */
function labeller(bodyFields: string[]) {
  return (place: string, name: string): string => {
    const marker = /^(?:JSON )?#(\d+)\*$/.exec(name);
    if (!marker) return `${place} ${name}`;
    const n = Number(marker[1]);
    // With no body markers of ours, a marker is a path parameter (sqlmap may label it 'PUT').
    return place === 'URI' || !bodyFields.length ? `URI path #${n}` : `${place} JSON ${bodyFields[n - 1] ?? `#${n}`}`;
  };
}

export function parseSqlmapOutput(text: string, bodyFields: string[] = []): SqlmapResult {
  const label = labeller(bodyFields);
  const uniq = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => label(m[1], m[2])))];
  const tested = uniq(new RegExp(String.raw`testing for SQL injection on ${PARAM}`, 'g'));
  const skipped = uniq(new RegExp(String.raw`skipping (?:static )?${PARAM}`, 'g')).filter((p) => !tested.includes(p));
  const vulnerable = uniq(new RegExp(String.raw`${PARAM} is vulnerable`, 'g'));
  // The summary block after "sqlmap identified the following injection point(s)".
  const identified = [...text.matchAll(/^Parameter: (.+?) \((.+?)\)$/gm)].map((m) => label(m[2], m[1]));
  const injectable = [...new Set([...vulnerable, ...identified])];

  const statuses: Record<string, number> = {};
  const codes = /HTTP error codes detected during run:\s*\n(.+)/.exec(text)?.[1] ?? '';
  for (const m of codes.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) statuses[m[1]] = Number(m[2]);

  const finished = /all tested parameters do not appear to be injectable|identified the following injection point|do not seem to be injectable/.test(text);
  const problems = [...text.matchAll(/\[(?:ERROR|CRITICAL)\] (.+)/g)]
    .map((m) => m[1])
    .filter((line) => !line.startsWith('all tested parameters do not appear to be injectable'));
  return { tested, skipped, injectable, statuses, finished, problems: [...new Set(problems)] };
}
