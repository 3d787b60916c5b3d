// Child-process helpers for the local stack, the test runner and the benchmarks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const children = new Set();

/** Spawns a long-running child in its own process group, so stopping it stops its children too. */
export function launch(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  if (quiet) {
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  const entry = {
    name,
    child,
    output: () => output,
    stop: () => stopChild(child),
  };
  children.add(entry);
  child.once('exit', () => children.delete(entry));
  return entry;
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export async function stopAll() {
  await Promise.all([...children].map((entry) => entry.stop()));
}

/** Stops every child when this process is interrupted. */
export function stopAllOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await stopAll();
      process.exit(130);
    });
  }
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command, args, { env = {}, cwd, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command to completion, echoing its output as it comes and keeping the last `keep`
 * characters of it; resolves with `{ code, output }`.
 */
export function runCapturing(command, args, { env = {}, cwd, keep = 2_000_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk.toString();
      if (output.length > keep * 2) output = output.slice(-keep);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: output.slice(-keep) }),
    );
  });
}

/** Polls a URL until it answers (any HTTP status), or throws after the timeout. */
export async function waitForHttp(url, { timeoutMs = 60_000, process: entry } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry && entry.child.exitCode !== null) {
      throw new Error(
        `${entry.name} exited with ${entry.child.exitCode} before ${url} answered\n${entry.output()}`,
      );
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms${entry ? `\n${entry.output()}` : ''}`,
  );
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on the port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(false)));
  });
}
