import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The official Cloud Firestore emulator, run with java directly (not through firebase-tools, which
 * wants Java 21 here) so that stopping it leaves no JVM behind. Ports come from 8100-8199.
 */
export const EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const EMULATOR_PROJECT = 'demo-restaurant';

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

export const emulatorAvailable = () => existsSync(EMULATOR_JAR);

export async function freePort(from = 8100, to = 8199): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

export async function startFirestoreEmulator(): Promise<RunningEmulator> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'java',
    [
      '-cp',
      EMULATOR_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--project_id',
      EMULATOR_PROJECT,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Firestore emulator exited early:\n${stderr}`);
    try {
      if ((await fetch(`http://${host}/`)).ok) return { host, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Firestore emulator did not answer on ${host} within 30 s:\n${stderr}`);
}
