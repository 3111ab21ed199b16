import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from '../../mail/layout.ts';

export interface OutgoingMail extends MailContent {
  to: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** 'smtp' when SMTP_URL is set, else 'log' (server log + DATA_DIR/outbox). */
      readonly mode: 'smtp' | 'log';
      send(mail: OutgoingMail): Promise<void>;
      /**
       * Sends without making the caller wait (so a request answers in the same time whether or not
       * a mail goes out); failures are logged. Pending sends finish before the app closes.
       */
      sendInBackground(mail: OutgoingMail): void;
      /** Removes the outbox copies of mails sent to this address (account deletion). */
      forgetRecipient(email: string): Promise<void>;
    };
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** Outbox file names carry a hash of the recipient, never the address itself. */
const recipientTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

export default fp<MailerOptions>(
  async (app, opts) => {
    const outbox = join(opts.dataDir, 'outbox');
    // Bounded waits: a dead mail server must not hold a request's background task (or shutdown) for minutes.
    const smtp: Transporter | undefined = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined;
    // Builds the same RFC 5322 message SMTP would carry, for the outbox file.
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const pending = new Set<Promise<void>>();

    const send = async (mail: OutgoingMail) => {
      const message = {
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      };
      if (smtp) {
        await smtp.sendMail(message);
        app.log.info({ subject: mail.subject }, 'mail sent over SMTP');
        return;
      }
      const info = await composer.sendMail(message);
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${Date.now()}-${recipientTag(mail.to)}-${randomBytes(3).toString('hex')}.eml`,
      );
      // Written aside then renamed, so whoever reads the outbox never sees half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      // Without SMTP_URL the log is the delivery channel: it carries the whole text on purpose.
      app.log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text }, file },
        'mail (no SMTP_URL: written to the outbox)',
      );
    };

    app.decorate('mailer', {
      mode: smtp ? ('smtp' as const) : ('log' as const),
      send,
      sendInBackground(mail: OutgoingMail) {
        const task = send(mail)
          .catch((err: unknown) => {
            app.log.error(
              { err: err instanceof Error ? { message: err.message, name: err.name } : String(err) },
              'mail could not be sent',
            );
          })
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async forgetRecipient(email: string) {
        const tag = `-${recipientTag(email)}-`;
        let names: string[];
        try {
          names = await readdir(outbox);
        } catch {
          return;
        }
        await Promise.all(
          names.filter((n) => n.includes(tag)).map((n) => rm(join(outbox, n), { force: true })),
        );
      },
    });

    app.addHook('onClose', async () => {
      await Promise.all([...pending]);
      smtp?.close();
    });
  },
  { name: 'mailer' },
);
