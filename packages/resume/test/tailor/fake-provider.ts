import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider received: the parsed JSON body and the headers of each call. */
export interface ReceivedCall {
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  };
  headers: IncomingMessage['headers'];
}

export type Reply =
  | { status: number; body: unknown; delayMs?: number; headers?: Record<string, string> }
  | { content: string; delayMs?: number };

/** The user prompt the engine sent, parsed (it is JSON). */
export function promptOf(call: ReceivedCall): {
  job: { position: string; employer: string };
  editableFields: Array<{ path: string; text: string }>;
  keywordsTheResumeLacks: string[];
} {
  const user = call.body.messages.find((m) => m.role === 'user');
  return JSON.parse(user?.content ?? '{}');
}

export function chatCompletion(content: string, model = 'test-model'): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 and a random port. `reply` decides each
 * answer from the call (and how many came before), so one test can script retries.
 */
export async function startFakeProvider(reply: (call: ReceivedCall, index: number) => Reply): Promise<{
  baseUrl: string;
  calls: ReceivedCall[];
  close: () => Promise<void>;
}> {
  const calls: ReceivedCall[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const call: ReceivedCall = {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      calls.push(call);
      const answer = reply(call, calls.length - 1);
      const send = (): void => {
        if (res.destroyed) return;
        if ('content' in answer) {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(chatCompletion(answer.content, call.body.model)));
        } else {
          res
            .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
            .end(JSON.stringify(answer.body));
        }
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
