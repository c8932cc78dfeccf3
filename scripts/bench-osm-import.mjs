// Measures `npm run db:import` on an OpenStreetMap PBF extract (issue 28, decision 0069): writes a
// generated extract of about OSM_BENCH_NODES nodes (default 1,000,000) holding OSM_BENCH_SHOPS
// shops (default 100,000: 70% drawn as nodes, 25% as buildings, 5% as multipolygons with a
// courtyard; most with hours, phones and addresses, decision 0072) among roads, kind-less
// buildings and benches, to .bench/ (as .osm XML, turned into .osm.pbf by osmium-tool: apt-get
// install osmium-tool), then imports it into a fresh SQLite file
// and, when DATABASE_URL is set, into a fresh schema of that PostgreSQL database, and prints
// each import's time and peak RSS. Bar: 60 s and 300 MB on each.
// Usage: npm run build -w apps/api && node scripts/bench-osm-import.mjs
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(repoRoot, '.bench');
const NODES = Number(process.env.OSM_BENCH_NODES ?? 1_000_000);
const SHOPS = Number(process.env.OSM_BENCH_SHOPS ?? 100_000);
const KINDS = [
  ['shop', 'convenience'],
  ['shop', 'bakery'],
  ['amenity', 'restaurant'],
  ['amenity', 'pharmacy'],
  ['shop', 'clothes'],
  ['amenity', 'cafe'],
  ['craft', 'tailor'],
  ['healthcare', 'clinic'],
  ['shop', 'mobile_phone'],
  ['shop', 'hardware'],
];

/**
 * What a shop says of itself besides its kind and name, about as often as in a real city's extract
 * (decision 0072): hours (mostly weekly, some with a date off, public holidays or a comment),
 * a phone (a few not valid), a website and a street address. Bench data only: the numbers are
 * made up and never shown.
 */
function facts(i) {
  const pairs = [];
  if (i % 5 < 3) {
    const days = ['Mo-Sa', 'Mo-Su', 'Mo-Fr'][i % 3];
    const hours = `${days} ${String(7 + (i % 4)).padStart(2, '0')}:00-${19 + (i % 5)}:30`;
    const extra = ['', '', '', '', '', '', '', '; Dec 25 off', '; PH off', ' &quot;call first&quot;'][
      Math.floor(i / 5) % 10
    ];
    pairs.push(['opening_hours', `${hours}${extra}`]);
  }
  if (i % 2 === 0) pairs.push(['phone', i % 50 === 0 ? '12345' : `+91 80 ${4000 + (i % 6000)} ${1000 + (i % 9000)}`]);
  if (i % 10 === 0) pairs.push(['website', `https://shop-${i}.example.in`]);
  if (i % 5 < 2)
    pairs.push(['addr:housenumber', String(1 + (i % 300))], ['addr:street', `${1 + (i % 40)}th Cross Road`]);
  return pairs;
}

/** Writes the extract as .osm XML: nodes, then ways, then relations, each by id (as extracts are sorted). */
async function writeOsm(file) {
  const out = createWriteStream(file);
  let text = '';
  const put = async (line) => {
    text += line;
    if (text.length > 1 << 20) {
      if (!out.write(text)) await once(out, 'drain');
      text = '';
    }
  };
  // A grid 0.5 degrees wide around Bengaluru, each object in a cell of its own, moved by up to half
  // a cell at random: positions as irregular as real ones make a file of a real extract's size.
  let cell = 0;
  let seed = 28;
  const jitter = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.000125;
  const position = () => {
    cell++;
    return [12.7 + (Math.floor(cell / 2000) * 0.5) / 2000 + jitter(), 77.35 + ((cell % 2000) * 0.5) / 2000 + jitter()];
  };
  const tags = (pairs) => pairs.map(([k, v]) => `<tag k="${k}" v="${v}"/>`).join('');
  const nodeShops = Math.round(SHOPS * 0.7);
  const wayShops = Math.round(SHOPS * 0.25);
  const areaShops = SHOPS - nodeShops - wayShops;
  const benches = Math.round(SHOPS * 0.2);
  let nodeId = 0;
  const node = (lat, lon, body = '') =>
    put(`<node id="${++nodeId}" version="1" lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}">${body}</node>\n`);
  const kind = (i) => KINDS[i % KINDS.length];

  await put('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="bench-osm-import">\n');
  for (let i = 0; i < nodeShops; i++) {
    const [lat, lon] = position();
    await node(lat, lon, tags([kind(i), ['name', `Bench Node Shop ${i}`], ...facts(i)]));
  }
  for (let i = 0; i < benches; i++) {
    const [lat, lon] = position();
    await node(lat, lon, tags([['amenity', i % 3 ? 'bench' : 'parking']]));
  }
  // Squares of 4 nodes (a building; an area's outer ring and its courtyard), then roads of 10 nodes.
  const square = async (size, inset = 0) => {
    const [lat, lon] = position();
    const first = nodeId + 1;
    for (const [dy, dx] of [
      [0, 0],
      [0, size],
      [size, size],
      [size, 0],
    ])
      await node(lat + inset + dy, lon + inset + dx);
    return first;
  };
  const shopBuildings = [];
  for (let i = 0; i < wayShops; i++) shopBuildings.push(await square(0.0002));
  const areaRings = [];
  for (let i = 0; i < areaShops; i++) areaRings.push([await square(0.0004), await square(0.0002, 0.0001)]);
  const plainBuildings = [];
  for (let i = Math.floor((NODES - nodeId) / 2 / 4); i > 0; i--) plainBuildings.push(await square(0.0001));
  const roads = [];
  while (nodeId < NODES) {
    const [lat, lon] = position();
    roads.push(nodeId + 1);
    for (let k = 0; k < 10; k++) await node(lat + k * 0.00001, lon);
  }
  let wayId = 0;
  const way = async (refs, body) => {
    await put(`<way id="${++wayId}" version="1">${refs.map((ref) => `<nd ref="${ref}"/>`).join('')}${body}</way>\n`);
    return wayId;
  };
  const closed = (first) => [first, first + 1, first + 2, first + 3, first];
  for (const [i, first] of shopBuildings.entries())
    await way(
      closed(first),
      tags([['building', 'retail'], kind(i), ['name', `Bench Building Shop ${i}`], ...facts(i)]),
    );
  const areas = [];
  for (const [outer, inner] of areaRings) areas.push([await way(closed(outer), ''), await way(closed(inner), '')]);
  for (const first of plainBuildings) await way(closed(first), tags([['building', 'yes']]));
  for (const first of roads)
    await way(
      Array.from({ length: 10 }, (_, k) => first + k),
      tags([['highway', 'residential']]),
    );
  let relationId = 0;
  for (const [i, [outer, inner]] of areas.entries()) {
    const members = `<member type="way" ref="${outer}" role="outer"/><member type="way" ref="${inner}" role="inner"/>`;
    const body = tags([['type', 'multipolygon'], kind(i), ['name', `Bench Area Shop ${i}`], ...facts(i)]);
    await put(`<relation id="${++relationId}" version="1">${members}${body}</relation>\n`);
  }
  await put('</osm>\n');
  out.end(text);
  await once(out, 'finish');
  return { nodes: nodeId, ways: wayId, relations: relationId };
}

/** Runs the built db:import on the file as npm run db:import does; returns its time and the peak RSS it reports. */
function runImport(file, env) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=160', '--max-semi-space-size=4', path.join(repoRoot, 'apps/api/dist/import.js'), file],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    process.stdout.write(`  ${text}`);
    output += text;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const rss = /peak RSS (\d+) MB/.exec(output);
      if (code !== 0 || !rss) return reject(new Error(`the import ended with code ${code}`));
      resolve({ seconds: (Date.now() - started) / 1000, peakRssMb: Number(rss[1]) });
    });
  });
}

mkdirSync(benchDir, { recursive: true });
// -facts: the shops carry hours, phones, websites and addresses (an older file without them is not reused).
const pbf = path.join(benchDir, `osm-${NODES}-${SHOPS}-facts.osm.pbf`);
if (!existsSync(pbf)) {
  const xml = pbf.replace(/\.pbf$/, '');
  console.log(`writing ${xml}`);
  console.log(await writeOsm(xml));
  execFileSync('osmium', ['cat', xml, '-o', pbf, '--overwrite'], { stdio: 'inherit' });
  rmSync(xml);
}
const figures = {};
const sqliteDir = path.join(benchDir, 'osm-sqlite');
rmSync(sqliteDir, { recursive: true, force: true });
console.log('SQLite:');
figures.sqlite = await runImport(pbf, { DATA_DIR: sqliteDir, DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const schema = `osm_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    console.log('PostgreSQL:');
    figures.postgres = await runImport(pbf, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
for (const [db, { seconds, peakRssMb }] of Object.entries(figures))
  console.log(`${db}: ${seconds.toFixed(1)} s, peak RSS ${peakRssMb} MB (bar: 60 s, 300 MB)`);
