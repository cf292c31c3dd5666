import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Milliseconds from spawn to the first healthy /api/v1/health. */
  startupMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** The production bundle, built once per bench process (benchmarks measure what production runs). */
let built: Promise<string> | undefined;
export function compiledServer(): Promise<string> {
  built ??= (async () => {
    // @ts-expect-error -- a plain .mjs build script without type declarations
    const { buildServer } = (await import('../../apps/server/scripts/build.mjs')) as { buildServer: () => Promise<void> };
    await buildServer();
    return path.join(root, 'apps/server/dist/server.js');
  })();
  return built;
}

/** A bench's own server entry (the app plus bench routes), compiled exactly as production is. */
export async function compiledEntry(entry: string): Promise<string> {
  // @ts-expect-error -- a plain .mjs build script without type declarations
  const { buildServer } = (await import('../../apps/server/scripts/build.mjs')) as { buildServer: (outDir: string, entry: string, outName: string) => Promise<void> };
  const outDir = path.join(root, 'bench/.build', path.basename(entry, '.ts'));
  await buildServer(outDir, entry, 'server.js');
  return path.join(outDir, 'server.js');
}

/**
 * The V8 flags `npm start` gives the server (package.json), so benches measure what production runs:
 * a capped old space makes V8 collect before it grows the heap, a small young generation keeps the
 * new space from growing under load (docs/decisions/015-performance.md).
 */
export function serverNodeFlags(): string {
  const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  return (start.match(/--max-(?:old|semi)-space-size=\d+/g) ?? []).join(' ');
}

/**
 * Starts the compiled server (or `compiled`, another bundle) with plain node (or `entry`, a TS file
 * run with tsx) and waits until
 * /api/v1/health answers ok.
 */
export async function startServer(opts: { port: number; env?: Record<string, string>; entry?: string; compiled?: string; timeoutMs?: number }): Promise<ServerProcess> {
  const [command, args] = opts.entry ? [path.join(root, 'node_modules/.bin/tsx'), [opts.entry]] : [process.execPath, [opts.compiled ?? (await compiledServer())]];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    // The compiled bundle as production runs it, on the embedded defaults: production mode itself
    // refuses those (issue 18), so benches run the demo mode unless a bench passes NODE_ENV.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(opts.port), NODE_OPTIONS: serverNodeFlags(), ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in time');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    port: opts.port,
    url,
    startupMs,
    rssMb: () => rssOfTree(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** RSS of the node process that runs the server (with tsx, node is its child). */
function rssOfTree(pid: number): number {
  const pids = [pid, ...childPids(pid)];
  let kb = 0;
  for (const p of pids) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb = Math.max(kb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}

function childPids(pid: number): number[] {
  try {
    const kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return kids.flatMap((k) => [k, ...childPids(k)]);
  } catch {
    return [];
  }
}
