// A steady mixed load against a running server (issue 9's figure): list, search, detail, nearby
// and OTP sends at a fixed overall rate, then requests by status and the latency percentiles.
//
//   node scripts/mixed-load.mjs http://127.0.0.1:8080 [rate=200] [seconds=60]
//
// The server must run with TRUST_PROXY=1: each request carries its own X-Forwarded-For, as if a
// load balancer sent many shoppers, so the per-network OTP limit counts each one apart. OTP sends
// go to fresh numbers, so that no per-number limit is met: every answer should be a 2xx.
// Only sends loopback traffic, bounded in count and time.
import autocannon from 'autocannon';

const [base = 'http://127.0.0.1:8080', rateArg = '200', secondsArg = '60'] = process.argv.slice(2);
const url = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  throw new Error('mixed-load only targets this machine');
const rate = Number(rateArg);
const seconds = Number(secondsArg);

const page = await (await fetch(new URL('/v1/claim-shops/filter?page=1', base))).json();
const ids = page.items.map((item) => item.id);
if (!ids.length) throw new Error('the directory is empty');

let n = 0;
const pick = (list) => list[n % list.length];
const searches = ['store', 'sri ganesh halwai', 'metro carpets', 'medical', 'kirana'];
const mix = [
  () => ({ method: 'GET', path: `/v1/claim-shops/filter?page=${1 + (n % 50)}` }),
  () => ({ method: 'GET', path: `/v1/claim-shops/filter?name=${encodeURIComponent(pick(searches))}` }),
  () => ({ method: 'GET', path: `/v1/claim-shops/${pick(ids)}` }),
  () => ({ method: 'GET', path: `/v1/claim-shops/${pick(ids)}/nearby` }),
  () => ({ method: 'GET', path: '/v1/claim-shops/filter?near=12.97,77.59&sort=distance' }),
  () => ({
    method: 'POST',
    path: '/v1/otp/verification',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      mobileNumber: `+9197${String(10_000_000 + (Date.now() % 1_000_000) * 10 + (n % 10)).slice(-8)}`,
    }),
  }),
];

const statuses = new Map();
const result = await autocannon({
  url: base,
  connections: 20,
  overallRate: rate,
  duration: seconds,
  requests: [
    {
      setupRequest: (request) => {
        n += 1;
        const next = mix[n % mix.length]();
        const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...request, ...next, headers: { ...next.headers, 'x-forwarded-for': client } };
      },
    },
  ],
});
for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses.set(code, count.count);
console.log(`${result.requests.total} requests in ${seconds} s at ${rate} req/s`);
console.log(
  `by status: ${JSON.stringify(Object.fromEntries(statuses))}; errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
