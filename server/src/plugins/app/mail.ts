import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';

/** A plain-text mail to one address. */
export type Mail = { to: string; subject: string; text: string };

export type MailService = {
  /** An SMTP server is configured (SMTP_URL): 忘记密码 can send reset links. */
  enabled: boolean;
  /** Sends through the SMTP server; rejects when it refuses or cannot be reached. */
  send(mail: Mail): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Mail through the SMTP server of SMTP_URL (nodemailer: STARTTLS when the server offers it on
 * smtp://, TLS from the start on smtps://), from MAIL_FROM. Without SMTP_URL nothing is sent.
 */
export default fp(
  async (fastify) => {
    const { mail } = fastify.config;
    if (!mail) {
      fastify.decorate('mail', {
        enabled: false,
        send: () => Promise.reject(new Error('no SMTP server is configured (SMTP_URL)')),
      } satisfies MailService);
      return;
    }
    // Bounded, so that a silent SMTP server holds neither a reset link's request nor a lead
    // alert's lease for minutes (nodemailer waits 2 to 10 minutes by default).
    const transport = createTransport(
      { url: mail.smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 },
      { from: mail.from },
    );
    fastify.addHook('onClose', async () => transport.close());
    fastify.decorate('mail', {
      enabled: true,
      async send({ to, subject, text }) {
        await transport.sendMail({ to, subject, text });
      },
    } satisfies MailService);
  },
  { name: 'mail', decorators: { fastify: ['config'] } },
);
