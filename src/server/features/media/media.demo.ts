import sharp from 'sharp';
import type { Deps } from '../../lib/deps';
import * as repo from './media.repository';
import { addMedia } from './media.service';

/**
 * Pictures for the demo accounts, drawn at seed time (docs/decisions/021-media.md): abstract shapes and
 * gradients in the product's warm colours, no photographs and no text, so no licence or font is needed.
 * Each is a PNG that goes through the upload pipeline (checks, metadata removal, every preset).
 */

const palettes = [
  ['#b5562f', '#e9b872', '#2f6b4f', '#f6efe4'],
  ['#2f4b6b', '#e07a5f', '#f2cc8f', '#f4f1de'],
  ['#6b2f4b', '#81b29a', '#f2cc8f', '#fdf6ec'],
  ['#3d405b', '#e9c46a', '#2a9d8f', '#faf3e0'],
] as const;

type Palette = (typeof palettes)[number];

/** A plate seen from above with a few ingredients on it. */
function plate(width: number, height: number, [deep, warm, green, light]: Palette, seed: number): string {
  const r = Math.min(width, height) * 0.36;
  const cx = width / 2;
  const cy = height / 2;
  const bits = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + seed;
    const distance = r * (0.25 + ((i * 37 + seed * 11) % 10) / 25);
    const size = r * (0.1 + ((i * 13 + seed) % 5) / 30);
    const colour = [warm, green, deep][i % 3];
    return `<circle cx="${cx + Math.cos(angle) * distance}" cy="${cy + Math.sin(angle) * distance}" r="${size}" fill="${colour}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${warm}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" r="${r * 1.04}" fill="#000" fill-opacity="0.18"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${warm}" stroke-opacity="0.35" stroke-width="${r * 0.03}"/>
  ${bits}</svg>`;
}

/** A head-and-shoulders silhouette on a soft gradient, as a profile photo stand-in. */
function portrait(size: number, [deep, warm, , light]: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${warm}"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${size / 2}" cy="${size * 0.38}" r="${size * 0.15}" fill="${deep}"/>
  <path d="M ${size * 0.18} ${size} Q ${size * 0.2} ${size * 0.62} ${size / 2} ${size * 0.62} Q ${size * 0.8} ${size * 0.62} ${size * 0.82} ${size} Z" fill="${deep}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.15}" rx="${size * 0.17}" ry="${size * 0.09}" fill="#fff"/>
  <rect x="${size * 0.37}" y="${size * 0.15}" width="${size * 0.26}" height="${size * 0.1}" fill="#fff"/>
  </svg>`;
}

/** A round emblem for a venue's logo. */
function emblem(size: number, [deep, warm, green, light]: Palette): string {
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${light}"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.42}" fill="${deep}"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.3}" fill="none" stroke="${warm}" stroke-width="${size * 0.03}"/>
  <path d="M ${c - size * 0.12} ${c + size * 0.12} L ${c} ${c - size * 0.16} L ${c + size * 0.12} ${c + size * 0.12} Z" fill="${green}"/>
  </svg>`;
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DemoOwners {
  chef: { accountId: number; profileId: number };
  /** Every demo chef, the demo chef first (it gets the pictures above; the others their own). */
  chefs?: { accountId: number; profileId: number }[];
  restaurant: { accountId: number; venueIds: number[] };
  /** Every demo restaurant account, the demo restaurant first (all their venues get pictures). */
  restaurants?: { accountId: number; venueIds: number[] }[];
}

/** Draws and stores the demo accounts' pictures and puts them in their slots. */
export async function addDemoPhotos(deps: Pick<Deps, 'db' | 'storage'>, owners: DemoOwners): Promise<void> {
  const store = async (accountId: number, name: string, svg: string) =>
    (await addMedia(deps, accountId, { filename: name, content: await png(svg) }, 'image')).id;

  const chef = owners.chef;
  const photo = await store(chef.accountId, 'portrait.png', portrait(800, palettes[0]));
  const header = await store(chef.accountId, 'kitchen.png', plate(1600, 800, palettes[0], 1));
  await repo.setSlot(deps.db, { chefProfileId: chef.profileId }, 'profile', photo);
  await repo.setSlot(deps.db, { chefProfileId: chef.profileId }, 'header', header);

  for (const [index, other] of (owners.chefs ?? []).slice(1).entries()) {
    const palette = palettes[(index + 1) % palettes.length]!;
    const owner = { chefProfileId: other.profileId };
    await repo.setSlot(
      deps.db,
      owner,
      'profile',
      await store(other.accountId, 'portrait.png', portrait(600, palette)),
    );
    await repo.setSlot(
      deps.db,
      owner,
      'header',
      await store(other.accountId, 'kitchen.png', plate(1200, 600, palette, index + 5)),
    );
  }

  const venues = (owners.restaurants ?? [owners.restaurant]).flatMap(({ accountId, venueIds }) =>
    venueIds.map((venueId) => ({ accountId, venueId })),
  );
  // Numbered per account, so each account's album names its own logos and dishes from 1.
  const numbers = new Map<number, number>();
  const pictures = venues.flatMap(({ accountId, venueId }, index) => {
    const number = (numbers.get(accountId) ?? 0) + 1;
    numbers.set(accountId, number);
    const palette = palettes[(index + 1) % palettes.length]!;
    const dish = (n: 1 | 2 | 3) => {
      const seed = index * 3 + n;
      return plate(800, 600, palettes[seed % palettes.length]!, seed);
    };
    return [
      { slot: 'logo' as const, name: `logo-${number}`, svg: emblem(600, palette) },
      { slot: 'header' as const, name: `room-${number}`, svg: plate(1600, 800, palette, index + 2) },
      ...([1, 2, 3] as const).map((n) => ({
        slot: `image${n}` as const,
        name: `dish-${(number - 1) * 3 + n}`,
        svg: dish(n),
      })),
    ].map((picture) => ({ ...picture, accountId, venueId }));
  });
  // Drawn and stored a few at a time: the image pipeline works in parallel (sharp's thread pool).
  for (let start = 0; start < pictures.length; start += 4)
    await Promise.all(
      pictures
        .slice(start, start + 4)
        .map(async ({ slot, name, svg, accountId, venueId }) =>
          repo.setSlot(
            deps.db,
            { restaurantProfileId: venueId },
            slot,
            await store(accountId, `${name}.png`, svg),
          ),
        ),
    );
}
