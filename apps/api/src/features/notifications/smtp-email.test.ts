import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmail } from './smtp-email.ts';

/** A minimal SMTP server: accepts one message per session and keeps its DATA. */
let server: Server;
let port = 0;
const messages: string[] = [];
let refuse = false;

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write(refuse ? '451 4.3.0 try later\r\n' : '250 OK\r\n');
        else if (verb === 'RCPT') socket.write('250 OK\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP e-mail adapter', () => {
  const message = {
    id: 'm1',
    channel: 'email' as const,
    recipient: 'team@shops.test',
    subject: 'Call-back request: A',
    body: 'Shop Name: A',
    payload: {},
  };

  it('sends a plain-text e-mail through SMTP_URL', async () => {
    await createSmtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'Shops <no-reply@shops.test>' }).deliver(message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Subject: Call-back request: A');
    expect(messages[0]).toContain('To: team@shops.test');
    expect(messages[0]).toContain('Shop Name: A');
  });

  it('fails when the server refuses or is not there, so that the outbox retries', async () => {
    refuse = true;
    await expect(
      createSmtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'x@shops.test' }).deliver(message),
    ).rejects.toThrow(/SMTP refused the e-mail/);
    refuse = false;
    await expect(
      createSmtpEmail({ url: 'smtp://127.0.0.1:1', from: 'x@shops.test', timeoutMs: 2000 }).deliver(message),
    ).rejects.toThrow(/SMTP/);
  });
});
