import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findSkills } from '../src/tailor/vocabulary.ts';

/* The LLM stand-in: an OpenAI-compatible chat completions server answering from the prompt. */
export type Mode = 'faithful' | 'inventive';
export async function startStandIn(
  mode: () => Mode,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: Array<{ role: string; content: string }>;
        model: string;
      };
      const prompt = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as {
        job: { employer: string };
        editableFields: Array<{ path: string; text: string }>;
        keywordsTheResumeLacks: string[];
        draftCoverLetter: string[];
      };
      const letter = [...prompt.draftCoverLetter];
      const first = prompt.editableFields.find((f) => /highlights/.test(f.path));
      let summary =
        prompt.editableFields.find((f) => f.path === 'basics.summary')?.text ?? first?.text ?? 'Summary.';
      const edits: Array<{ path: string; before: string; after: string }> = [];
      if (mode() === 'inventive') {
        const skill = prompt.keywordsTheResumeLacks.find((k) => findSkills(k).length) ?? 'Kubernetes';
        summary = `${summary} Previously at Globex Corporation, I grew revenue by 73% and mastered ${skill}.`;
        letter.splice(
          1,
          0,
          `In March 2011 I joined Globex Corporation, where I cut costs by 73% using ${skill}.`,
        );
        if (first)
          edits.push({
            path: first.path,
            before: first.text,
            after: `${first.text} at Globex Corporation, saving 73% in 2011 with ${skill}`,
          });
      }
      const content = JSON.stringify({ summary, edits, coverLetter: { paragraphs: letter } });
      const answer = {
        id: 'chatcmpl-eval',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  // The client reuses connections between pairs, and rendering a pair can take longer than Node's
  // default 5 s keep-alive: a connection closed meanwhile would fail the next request.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
