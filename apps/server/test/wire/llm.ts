import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** What the stand-in model answers: a tailoring for the sample resume and the test posting. */
const answer = JSON.stringify({
  summary: 'Backend engineer building reliable payment systems in TypeScript and Go.',
  edits: [],
  coverLetter: {
    paragraphs: [
      'I am applying for the Senior Backend Engineer role at Acme Logistics.',
      'I build payment services in TypeScript and Go.',
      'I would be glad to discuss how I could help Acme Logistics.',
    ],
  },
});

export interface HeldCall {
  /** Which job the call is for (its position names it). */
  position: string;
  answer(): void;
  /** Resolves when the caller closed the connection before the answer. */
  closed: Promise<void>;
}

/** An OpenAI-compatible stand-in that answers only when told to, one call at a time. */
export async function startHeldProvider() {
  const calls: HeldCall[] = [];
  const arrivals = new EventTarget();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const user = body.messages.find((m: { role: string }) => m.role === 'user');
      const position = JSON.parse(user.content).job.position as string;
      const closed = new Promise<void>((resolve) =>
        res.on('close', () => !res.writableFinished && resolve()),
      );
      calls.push({
        position,
        closed,
        answer: () => {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body.model,
              choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }),
          );
        },
      });
      arrivals.dispatchEvent(new Event('call'));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  /** Resolves once `n` calls have arrived in all. */
  const callsReach = async (n: number) => {
    while (calls.length < n) await once(arrivals, 'call');
  };
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls, callsReach };
}
