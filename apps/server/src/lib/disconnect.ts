import type { FastifyReply } from 'fastify';

/** The client went away before its answer was sent. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection before the answer');
    this.name = 'ClientGoneError';
  }
}

/** A signal that aborts when the client closes the connection before the answer is written. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableEnded) controller.abort(new ClientGoneError());
  };
  if (res.destroyed) onClose();
  else res.once('close', onClose);
  return controller.signal;
}
