// Measures a reviewer's console sign-in during a flood of 40 parallel bogus ones (decision 0026).
// Needs a running server with TRUST_PROXY=loopback (the bogus networks are X-Forwarded-For entries
// appended as our own proxy would) and an account: FLOOD_EMAIL / FLOOD_PASSWORD.
//   node scripts/sign-in-flood.mjs http://127.0.0.1:8080
const origin = process.argv[2] ?? 'http://127.0.0.1:8080';
const email = process.env.FLOOD_EMAIL ?? 'flood@shops.test';
const password = process.env.FLOOD_PASSWORD ?? 'correct horse battery staple';

const post = (body, ip) =>
  fetch(`${origin}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin },
    body: JSON.stringify(body),
  });
async function reviewer(ip) {
  const started = performance.now();
  const response = await post({ email, password }, ip);
  return { status: response.status, ms: Math.round(performance.now() - started) };
}
const tally = (statuses) =>
  statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const alone = [];
for (let i = 0; i < 3; i++) alone.push(await reviewer(`10.9.0.${i + 1}`));
console.log('reviewer alone', alone);
for (const [label, ipOf] of [
  ['40 bogus from one network', () => '203.0.113.9'],
  ['40 bogus from 40 networks', (i) => `198.18.${i}.1`],
]) {
  const flood = Array.from({ length: 40 }, (_, i) =>
    post({ email: `bogus${i}-${Date.now()}@flood.test`, password: 'guess' }, ipOf(i)).then((r) => r.status),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const during = await reviewer('10.9.1.1');
  console.log(label, { reviewer: during, bogus: tally(await Promise.all(flood)) });
  await new Promise((resolve) => setTimeout(resolve, 3000));
}
