import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The SPA loads Google Identity Services and Stripe's pricing table when
 * they are configured, so their origins are allowed for scripts and frames, nothing else.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://js.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://api.stripe.com'],
          frameSrc: ['https://accounts.google.com/gsi/', 'https://js.stripe.com', 'https://*.stripe.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Google's sign-in popup needs to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
