// `npm run bench`, the CV part: the chef's CV PDF (docs/decisions/024-chef-cv-pdf.md) is made in under a
// second. Starts the app on its own embedded PostgreSQL in a temporary folder with the demo data (twelve
// chefs with pictures), logs in as a restaurant, and times GET /api/chefs/cv through the HTTP layer
// (access check, profile read, pictures, layout, fonts): every demo CV once per language, then the
// fullest demo CV and a CV at the editor's limits (5,000-character about, ten jobs of 2,000 characters)
// 20 times in each language. Prints median and max, and fails when a CV takes a second or more.
//
//   node --import tsx scripts/bench-cv.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { languages, type Language } from '@shared/i18n/languages';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { seedDemoData } from '../src/server/db/seed';
import { warmUpCv } from '../src/server/features/chef-cv/chef-cv.pdf';
import { addDemoChefCvs } from '../src/server/features/chef-profiles/chef-profiles.demo';
import { addDemoPhotos } from '../src/server/features/media/media.demo';
import { localFileStorage } from '../src/server/lib/storage';

const budgetMs = 1000;
const runs = 20;
const print = (line: string) => process.stdout.write(`${line}\n`);
const origin = 'http://localhost:3000';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-bench-cv-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1' }),
  publicUrl: origin,
};
const logger = pino({ level: 'warn' });
const storage = localFileStorage(join(dataDir, 'uploads'));
const database = await openDatabase(config, logger, async (db) => {
  const seeded = await seedDemoData(db, config, logger);
  if (!seeded) throw new Error('the demo data was not loaded');
  await addDemoChefCvs(db, seeded.chefs);
  // The chefs' pictures only: a CV shows its chef's photo and header, not the venues' pictures.
  await addDemoPhotos({ db, storage }, { ...seeded, restaurants: [] });
});
const app: FastifyInstance = await buildApp({ config, db: database.db, serveWeb: false, storage });
await app.ready();

async function login(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { origin },
    payload: { username: email, password: 'brigade-demo' },
  });
  const token = (res.json() as { data?: { user?: { session?: string } } }).data?.user?.session;
  if (!token) throw new Error(`login failed for ${email}: ${res.body}`);
  return token;
}

/** One CV through HTTP: its time in ms and its size; fails on anything but a PDF. */
async function cv(token: string, id: number, language: Language) {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/chefs/cv?id=${id}&language=${language}`,
    headers: { cookie: `token=${token}` },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200 || res.headers['content-type'] !== 'application/pdf')
    throw new Error(`chefs/cv ${id} ${language}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { ms, bytes: res.rawPayload.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
let worst = 0;

/** `runs` CVs of one profile in each language: median and max per language. */
async function series(label: string, token: string, id: number) {
  for (const language of languages) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const one = await cv(token, id, language);
      times.push(one.ms);
      bytes = one.bytes;
    }
    const max = Math.max(...times);
    worst = Math.max(worst, max);
    print(
      `  ${label} (${language}): median ${ms(median(times))}, max ${ms(max)}, ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
}

try {
  const restaurant = await login('restaurant@demo.brigade.test');
  const ids = Array.from({ length: 12 }, (_, i) => i + 1);

  // The server parses the fonts in the background once ready (waited for here); the first CV after
  // that is timed apart.
  await warmUpCv();
  const first = await cv(restaurant, 1, 'en');
  worst = Math.max(worst, first.ms);
  print(`CV PDF (budget ${budgetMs} ms), on ${config.publicUrl}'s demo data`);
  print(`  first CV after start: ${ms(first.ms)}`);

  const sizes: { id: number; bytes: number }[] = [];
  const all: number[] = [];
  for (const id of ids)
    for (const language of languages) {
      const one = await cv(restaurant, id, language);
      all.push(one.ms);
      if (language === 'en') sizes.push({ id, bytes: one.bytes });
    }
  worst = Math.max(worst, ...all);
  print(
    `  every demo CV in every language (${all.length}): median ${ms(median(all))}, max ${ms(Math.max(...all))}`,
  );

  const fullest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!.id;
  await series(`the fullest demo CV, id ${fullest}`, restaurant, fullest);

  // The demo chef's CV at the editor's limits, written through the profile calls.
  const chef = await login('chef@demo.brigade.test');
  const write = async (path: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { origin, cookie: `token=${chef}` },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const words = (length: number) =>
    'Cocina de mercado, producto de temporada y un equipo que aprende cada día. '
      .repeat(Math.ceil(length / 75))
      .slice(0, length);
  await write('profile/descriptionchef', { description: `<p>${words(4990)}</p>`, language: 'es' });
  for (let i = 0; i < 10; i++)
    await write('profile/chefmeta/experience', {
      id: 0,
      language: 'es',
      value: JSON.stringify({
        sector: 1 + (i % 7),
        cuisine: 1 + i,
        position: 1 + i,
        company: `Restaurante ${i + 1}`,
        fromYear: 2000 + i,
        fromMonth: 1 + i,
        toYear: 2001 + i,
        toMonth: 2 + i,
        description: `<p>${words(1000)}</p><ul><li><b>${words(400)}</b></li><li><i>${words(590)}</i></li></ul>`,
      }),
    });
  await series('a CV at the limits, id 1', chef, 1);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (worst >= budgetMs) {
  print(`FAIL: a CV took ${ms(worst)} (budget ${budgetMs} ms)`);
  process.exit(1);
}
print(`ok: every CV under ${budgetMs} ms (slowest ${ms(worst)})`);
