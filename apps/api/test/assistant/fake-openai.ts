import { createServer, type Server } from 'node:http';
import { freePort } from '../support/firestore-emulator.js';

export type FakeMode = 'ok' | 'slow' | '429' | '500' | 'malformed';

export interface FakeOpenAi {
  baseURL: string;
  mode: FakeMode;
  /** The requests the SDK sent: path and JSON body. */
  requests: { path: string; body: Record<string, unknown>; authorization: string }[];
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking OpenAI's REST protocol (chat completions and responses) for the
 * real `openai` SDK, pointed at it with `baseURL`. Only the paid provider is replaced: our code,
 * the SDK and HTTP run for real. https://platform.openai.com/docs/api-reference
 */
export async function startFakeOpenAi(reply: string): Promise<FakeOpenAi> {
  const port = await freePort(4183, 4186);
  const fake: FakeOpenAi = {
    baseURL: `http://127.0.0.1:${port}/v1`,
    mode: 'ok',
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      fake.requests.push({
        path: request.url ?? '',
        body,
        authorization: String(request.headers.authorization ?? ''),
      });
      const json = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      switch (fake.mode) {
        case 'slow':
          setTimeout(() => json(200, {}), 3000).unref();
          return;
        case '429':
          return json(429, {
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          });
        case '500':
          return json(500, { error: { message: 'The server had an error', type: 'server_error' } });
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"choices": [ {"message": ');
          return;
        case 'ok':
          if (request.url?.endsWith('/responses')) {
            return json(200, {
              id: 'resp_1',
              object: 'response',
              created_at: 1,
              model: body.model,
              status: 'completed',
              output: [
                {
                  type: 'message',
                  id: 'msg_1',
                  role: 'assistant',
                  status: 'completed',
                  content: [{ type: 'output_text', text: reply, annotations: [] }],
                },
              ],
              usage: { input_tokens: 120, output_tokens: 14, total_tokens: 134 },
            });
          }
          return json(200, {
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 120, completion_tokens: 14, total_tokens: 134 },
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return fake;
}
