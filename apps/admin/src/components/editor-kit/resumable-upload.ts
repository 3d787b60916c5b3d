import { ApiError } from '@bar/client/api-client';
import {
  canCancel,
  canPause,
  canResume,
  CHUNK_MIN,
  isRetryableStatus,
  nextChunkSize,
  RETRY_OPERATION_MS,
  RETRY_UPLOAD_MS,
  storedBytes,
  type UploadSession,
  type UploadTaskState,
} from '@bar/domain/uploads/resumable';

/** Thrown by `done` when the user cancels the upload. */
export class UploadCanceledError extends Error {
  constructor() {
    super('canceled');
  }
}

type TaskOptions<T> = {
  file: Blob;
  /** Opens the session (the API checks the role, type and size). */
  start: () => Promise<UploadSession>;
  /** Adds the finished file to the post. */
  finish: (uploadId: string) => Promise<T>;
  onState?: (state: UploadTaskState) => void;
  /** Bytes the store holds or that are on their way, as a fraction of the file. */
  onProgress?: (fraction: number) => void;
};

type Answer = { status: number; range: string | null; aborted: boolean };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000) * (0.5 + Math.random());

/**
 * One file sent through a resumable session: chunks from 256 KiB doubling up to 32 MiB, retried
 * on 5xx, 408, 429 and network errors (for up to 10 minutes of failures per chunk, 2 minutes
 * for the other calls), paused, resumed and cancelled as the storage task states allow: pause only
 * from running; resume from paused or pausing; cancel from running or pausing.
 */
export class ResumableUploadTask<T> {
  state: UploadTaskState = 'running';
  readonly done: Promise<T>;
  private session: UploadSession | null = null;
  private offset = 0;
  private chunk = CHUNK_MIN;
  private xhr: XMLHttpRequest | null = null;
  private wake: (() => void) | null = null;
  private settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };

  constructor(private readonly options: TaskOptions<T>) {
    this.done = new Promise<T>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    void this.run();
  }

  pause(): boolean {
    if (!canPause(this.state)) return false;
    this.setState('pausing');
    this.xhr?.abort();
    if (!this.xhr) this.setState('paused');
    return true;
  }

  resume(): boolean {
    if (!canResume(this.state)) return false;
    this.setState('running');
    this.wake?.();
    return true;
  }

  cancel(): boolean {
    if (!canCancel(this.state)) return false;
    this.setState('canceling');
    this.xhr?.abort();
    this.wake?.();
    return true;
  }

  private setState(state: UploadTaskState) {
    this.state = state;
    this.options.onState?.(state);
  }

  private progress(extra = 0) {
    const size = this.options.file.size;
    this.options.onProgress?.(size === 0 ? 1 : Math.min(1, (this.offset + extra) / size));
  }

  /** Waits while paused; false once the task is being cancelled. */
  private async holdWhilePaused(): Promise<boolean> {
    if (this.state === 'pausing') this.setState('paused');
    while (this.state === 'paused') {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
    return this.state !== 'canceling';
  }

  private send(method: 'PUT' | 'DELETE', body: Blob | null, range?: string): Promise<Answer> {
    const uri = this.session!.sessionUri;
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      this.xhr = xhr;
      xhr.open(method, uri);
      if (range) xhr.setRequestHeader('Content-Range', range);
      if (body) {
        xhr.upload.onprogress = (event) => this.progress(event.loaded);
      }
      const end = (aborted: boolean) => {
        this.xhr = null;
        resolve({ status: xhr.status, range: xhr.getResponseHeader('Range'), aborted });
      };
      xhr.onload = () => end(false);
      xhr.onerror = () => end(false);
      xhr.onabort = () => end(true);
      xhr.send(body);
    });
  }

  /** Retries a call that failed on the network or with a retryable status, within `budget` ms. */
  private async retrying<A extends { status: number; aborted?: boolean }>(
    call: () => Promise<A>,
    budget: number,
  ): Promise<A> {
    const since = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      const answer = await call();
      const failed = answer.status === 0 || isRetryableStatus(answer.status);
      if (answer.aborted || !failed || Date.now() - since > budget) return answer;
      await wait(backoff(attempt));
    }
  }

  private async run(): Promise<void> {
    const { file } = this.options;
    const total = file.size;
    try {
      this.session = await this.retryingCall(() => this.options.start());
      for (;;) {
        if (!(await this.holdWhilePaused())) return await this.abandon();
        if (this.offset < total) {
          const end = Math.min(this.offset + this.chunk, total) - 1;
          const answer = await this.retrying(
            () =>
              this.send(
                'PUT',
                file.slice(this.offset, end + 1),
                `bytes ${this.offset}-${end}/${total}`,
              ),
            RETRY_UPLOAD_MS,
          );
          if (answer.aborted) {
            // Paused or cancelled mid-chunk: ask the store how much it kept.
            if (this.state === 'canceling') return await this.abandon();
            await this.askOffset(total);
            continue;
          }
          if (answer.status === 308) {
            this.offset = storedBytes(answer.range);
            this.chunk = nextChunkSize(this.chunk);
            this.progress();
            continue;
          }
          if (answer.status !== 200 && answer.status !== 201) throw this.failure(answer.status);
          this.offset = total;
        } else {
          // An empty file, or every byte already stored: the status query finishes it.
          const answer = await this.retrying(
            () => this.send('PUT', null, `bytes */${total}`),
            RETRY_OPERATION_MS,
          );
          if (answer.status !== 200 && answer.status !== 201) throw this.failure(answer.status);
        }
        this.progress();
        const result = await this.retryingCall(() => this.options.finish(this.session!.uploadId));
        this.setState('success');
        this.settle.resolve(result);
        return;
      }
    } catch (error) {
      this.setState('error');
      this.settle.reject(error);
    }
  }

  private async askOffset(total: number) {
    const answer = await this.retrying(
      () => this.send('PUT', null, `bytes */${total}`),
      RETRY_OPERATION_MS,
    );
    if (answer.status === 308) this.offset = storedBytes(answer.range);
    else if (answer.status === 200 || answer.status === 201) this.offset = total;
    else if (!answer.aborted) throw this.failure(answer.status);
    this.progress();
  }

  private async abandon() {
    if (this.session) await this.send('DELETE', null).catch(() => undefined);
    this.setState('canceled');
    this.settle.reject(new UploadCanceledError());
  }

  private failure(status: number) {
    return new ApiError(status, 'upload_failed', `Upload failed with status ${status}`);
  }

  private async retryingCall<R>(call: () => Promise<R>): Promise<R> {
    const since = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        const retry = status === 0 || isRetryableStatus(status);
        if (!retry || Date.now() - since > RETRY_OPERATION_MS) throw error;
        await wait(backoff(attempt));
      }
    }
  }
}
