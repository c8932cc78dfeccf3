import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailjsEmail } from './emailjs-email.ts';

/** A local stand-in for the e-mail service's REST send endpoint. */
let server: Server;
let url = '';
const received: Array<{ url: string | undefined; body: unknown }> = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'The template ID is invalid');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('e-mail service adapter', () => {
  const transport = () =>
    createEmailjsEmail({ baseUrl: url, serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', privateKey: 'priv' });
  const message = {
    id: 'm1',
    channel: 'email' as const,
    recipient: 'team@shops.test',
    subject: 'Call-back request: A',
    body: 'text',
    payload: { shopName: 'A', ownersName: 'B', contactNumber: '+919876543210' },
  };

  it('posts the send request with the service, template, keys and template parameters', async () => {
    await transport().deliver(message);
    expect(received.at(-1)).toEqual({
      url: '/api/v1.0/email/send',
      body: {
        lib_version: 'server',
        user_id: 'pub',
        accessToken: 'priv',
        service_id: 'svc',
        template_id: 'tpl',
        template_params: {
          shopName: 'A',
          ownersName: 'B',
          contactNumber: '+919876543210',
          to_email: 'team@shops.test',
          subject: 'Call-back request: A',
          message: 'text',
        },
      },
    });
  });

  it('fails on anything but 200, and when the service cannot be reached', async () => {
    status = 400;
    await expect(transport().deliver(message)).rejects.toThrow(/HTTP 400/);
    status = 200;
    const closed = createEmailjsEmail({
      baseUrl: 'http://127.0.0.1:1',
      serviceId: 's',
      templateId: 't',
      publicKey: 'p',
      privateKey: 'k',
    });
    await expect(closed.deliver(message)).rejects.toThrow(/could not be reached/);
  });
});
