import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Log lines as Google Cloud Logging reads them from a container's stdout
 * (https://cloud.google.com/logging/docs/structured-logging): `severity` beside pino's numeric
 * `level`, `message` for the text, the request's trace and span under the `logging.googleapis.com/…`
 * keys (so a line joins its request in the trace view), and 5xx errors shaped for Error
 * Reporting (`@type` ReportedErrorEvent with the stack).
 */
const SEVERITY: Record<string, string> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
};

export const severityFormatter = (label: string, level: number) => ({
  severity: SEVERITY[label] ?? 'DEFAULT',
  level,
});

export const REPORTED_ERROR_EVENT =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;
const CLOUD_TRACE = /^([\da-f]{32})\/(\d{1,20})(?:;o=\d)?$/;

/** The trace and span a request carries (W3C `traceparent`, else `X-Cloud-Trace-Context`). */
export function requestTrace(
  headers: IncomingMessage['headers'],
): { traceId: string; spanId: string } | null {
  const parent = TRACEPARENT.exec(
    String(headers.traceparent ?? '')
      .trim()
      .toLowerCase(),
  );
  if (parent && !/^0+$/.test(parent[1]!)) return { traceId: parent[1]!, spanId: parent[2]! };
  const cloud = CLOUD_TRACE.exec(String(headers['x-cloud-trace-context'] ?? '').trim());
  if (cloud) {
    const spanId = BigInt(cloud[2]!).toString(16).padStart(16, '0');
    return { traceId: cloud[1]!.toLowerCase(), spanId };
  }
  return null;
}

/** The bindings a request's log lines carry so Cloud Logging ties them to the trace. */
export function traceBindings(
  project: string,
  headers: IncomingMessage['headers'],
): Record<string, string> {
  const trace = requestTrace(headers);
  if (!trace) return {};
  return {
    'logging.googleapis.com/trace': `projects/${project}/traces/${trace.traceId}`,
    'logging.googleapis.com/spanId': trace.spanId,
  };
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** The caller's `x-request-id` when it is a plain token (never free text into the logs), else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
