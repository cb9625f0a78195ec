import { describe, expect, it, vi } from 'vitest';
import { MALLOC_ARENAS, relaunchWithFewMallocArenas, type Relaunchable } from './malloc-arenas.js';

function processLike(overrides: Partial<Relaunchable> = {}) {
  const execve = vi.fn();
  const proc: Relaunchable = {
    platform: 'linux',
    env: { PATH: '/usr/bin', PORT: '8080' },
    execPath: '/opt/node/bin/node',
    execArgv: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
    argv: ['/opt/node/bin/node', '/srv/portal/dist/server/main.js', '--extra'],
    execve: execve as unknown as Relaunchable['execve'],
    ...overrides,
  };
  return { proc, execve };
}

describe('relaunchWithFewMallocArenas', () => {
  it('starts the same node again, with its flags, script and arguments, and the arenas set', () => {
    const { proc, execve } = processLike();
    relaunchWithFewMallocArenas(proc);
    expect(execve).toHaveBeenCalledTimes(1);
    expect(execve).toHaveBeenCalledWith(
      '/opt/node/bin/node',
      [
        '/opt/node/bin/node',
        '--max-semi-space-size=4',
        '--heap-growing-percent=50',
        '/srv/portal/dist/server/main.js',
        '--extra',
      ],
      { PATH: '/usr/bin', PORT: '8080', MALLOC_ARENA_MAX: MALLOC_ARENAS },
    );
  });

  it.each([
    ['the variable is set (the relaunched process)', { env: { MALLOC_ARENA_MAX: MALLOC_ARENAS } }],
    ['the operator set a value of their own, empty included', { env: { MALLOC_ARENA_MAX: '' } }],
    ['off Linux', { platform: 'darwin' as const }],
    ['on a Node without process.execve', { execve: undefined }],
    ['a parent talks to it over IPC (it would lose the channel)', { channel: {} }],
    [
      'under node --watch (npm run dev), which learns the files to watch from the process',
      {
        env: { WATCH_REPORT_DEPENDENCIES: '1' },
      },
    ],
  ])('does nothing when %s', (_, overrides) => {
    const { proc, execve } = processLike(overrides);
    relaunchWithFewMallocArenas(proc);
    expect(execve).not.toHaveBeenCalled();
  });

  it('goes on as it was when the relaunch fails', () => {
    const { proc, execve } = processLike();
    execve.mockImplementation(() => {
      throw new Error('EACCES');
    });
    expect(() => relaunchWithFewMallocArenas(proc)).not.toThrow();
    expect(execve).toHaveBeenCalledTimes(1);
  });
});
