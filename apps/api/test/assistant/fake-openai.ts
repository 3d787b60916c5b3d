import { createServer, type Server } from 'node:http';
import { freePort } from '../support/firestore-emulator.js';

export type FakeMode = 'ok' | 'slow' | '429' | '500' | 'malformed';

/** What a scripted chat completion answers: tool calls, or the final text. */
export type FakeTurn = { toolCalls: { name: string; arguments: string }[] } | { content: string };

/** The chat completions' messages the SDK sent (system, user, assistant tool calls, tool results). */
export type FakeMessage = {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};

/**
 * The Responses API's input items the SDK sent: the guest's message, the previous output items
 * sent back (reasoning, function calls) and the function call outputs.
 */
export type FakeInputItem = {
  type?: string;
  role?: string;
  content?: unknown;
  id?: string;
  call_id?: string;
  name?: string;
  arguments?: string;
  output?: string;
};

export interface FakeOpenAi {
  baseURL: string;
  mode: FakeMode;
  /** How long `slow` waits before answering (ms). */
  slowMs: number;
  /**
   * With a script, each chat completion answers what it returns for the messages sent so far
   * (a model that calls tools, then reads their results); without, the fixed reply.
   */
  script: ((messages: FakeMessage[]) => FakeTurn) | null;
  /**
   * The same for the Responses API: each response answers what it returns for the input items
   * sent so far (function calls, after a reasoning item as a reasoning model gives them, or the
   * final text); without, the fixed reply.
   */
  responsesScript: ((input: FakeInputItem[]) => FakeTurn) | null;
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
    slowMs: 3000,
    script: null,
    responsesScript: null,
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
          setTimeout(() => json(200, {}), fake.slowMs).unref();
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
          if (request.url?.endsWith('/responses') && fake.responsesScript) {
            const n = fake.requests.length;
            const input = Array.isArray(body.input) ? (body.input as FakeInputItem[]) : [];
            const turn = fake.responsesScript(input);
            const output =
              'toolCalls' in turn
                ? [
                    { type: 'reasoning', id: `rs_${n}`, summary: [] },
                    ...turn.toolCalls.map((call, index) => ({
                      type: 'function_call',
                      id: `fc_${n}_${index}`,
                      call_id: `call_${n}_${index}`,
                      name: call.name,
                      arguments: call.arguments,
                      status: 'completed',
                    })),
                  ]
                : [
                    {
                      type: 'message',
                      id: `msg_${n}`,
                      role: 'assistant',
                      status: 'completed',
                      content: [{ type: 'output_text', text: turn.content, annotations: [] }],
                    },
                  ];
            return json(200, {
              id: `resp_${n}`,
              object: 'response',
              created_at: 1,
              model: body.model,
              status: 'completed',
              output,
              usage: { input_tokens: 100, output_tokens: 10, total_tokens: 110 },
            });
          }
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
          if (fake.script) {
            const turn = fake.script((body.messages ?? []) as FakeMessage[]);
            const message =
              'toolCalls' in turn
                ? {
                    role: 'assistant',
                    content: null,
                    tool_calls: turn.toolCalls.map((call, index) => ({
                      id: `call_${fake.requests.length}_${index}`,
                      type: 'function',
                      function: call,
                    })),
                  }
                : { role: 'assistant', content: turn.content };
            return json(200, {
              id: `chatcmpl-${fake.requests.length}`,
              object: 'chat.completion',
              created: 1,
              model: body.model,
              choices: [
                {
                  index: 0,
                  message,
                  finish_reason: 'toolCalls' in turn ? 'tool_calls' : 'stop',
                },
              ],
              usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
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
