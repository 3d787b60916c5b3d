import type { ChatTelemetryEntryInput } from '@bar/domain/assistant/wire';

/** One chat telemetry entry, as POST /api/log-aai takes it. */
export type TelemetryEntry = ChatTelemetryEntryInput;

const ENDPOINT = '/api/log-aai';
const MAX_BATCH = 50;
const queue: TelemetryEntry[] = [];

export const recordTelemetry = (entry: TelemetryEntry) => {
  queue.push(entry);
  if (queue.length >= MAX_BATCH) flushTelemetry();
};

/**
 * Sends what is queued: a beacon (survives the page going away), or fetch with keepalive as
 * text/plain when the beacon is refused (text/plain needs no CORS preflight either way).
 */
export function flushTelemetry(): void {
  if (!queue.length) return;
  const batch = queue.splice(0, MAX_BATCH);
  const body = JSON.stringify(batch);
  const beaconSent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  if (!beaconSent) {
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  }
  if (queue.length) flushTelemetry();
}

let listening = false;

/** Flushes when the page is hidden, closed or unloaded. */
export function flushOnPageExit(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry();
  });
  window.addEventListener('pagehide', flushTelemetry);
}
