import { execFileSync, spawnSync } from 'node:child_process';

/** Path of Debian's sqlmap, installing the package with apt-get first when it is missing. */
export function ensureSqlmap(log: (line: string) => void = console.log): string {
  const found = which('sqlmap');
  if (found) {
    log(`sqlmap: found ${found} (${version(found)})`);
    return found;
  }
  log('sqlmap: not installed; running apt-get install -y sqlmap');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', 'sqlmap']]) {
    const cmd = [...sudo, ...args];
    log(`$ ${cmd.join(' ')}`);
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    // A stale package index is fine as long as the install itself works.
    if (r.status !== 0 && args[1] === 'install') throw new Error(`${cmd.join(' ')} failed with ${r.status}`);
  }
  const installed = which('sqlmap');
  if (!installed) throw new Error('sqlmap is still not on PATH after apt-get install');
  log(`sqlmap: installed ${installed} (${version(installed)})`);
  return installed;
}

function which(bin: string): string | null {
  const r = spawnSync('which', [bin], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function version(bin: string): string {
  const out = execFileSync(bin, ['--version'], { encoding: 'utf8' });
  return /^\d+\.\d+[^\s]*/m.exec(out)?.[0] ?? 'unknown version';
}
