import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The repository paths under `root` that git tracks or would add (not ignored), still on disk. */
export function trackedFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0');
  return [...new Set(listed)].filter((file) => file && existsSync(join(root, file)));
}
