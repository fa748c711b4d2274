import type { SavedOfferCard } from '@shared/contracts/offers';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerCard } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import { SavedOffersList } from './saved-offers-list';

afterEach(() => vi.unstubAllGlobals());

/** Noon of the reader's day `daysAgo` days before today (or of a given day), as the server writes it. */
function noon(daysAgo: number, day?: [number, number, number]) {
  const date = day ? new Date(day[0], day[1] - 1, day[2]) : new Date();
  if (!day) date.setDate(date.getDate() - daysAgo);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
}

function savedOffer(id: number, saved: string): SavedOfferCard {
  return { ...offerCard(id), saved };
}

/** Answers offer/chef/saved with `pages` in turn (then empty pages), and records what each asked. */
function answerPages(...pages: SavedOfferCard[][]) {
  const asked: unknown[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    asked.push(JSON.parse(String(init.body)));
    const data = pages[asked.length - 1] ?? [];
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, data, message: '' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, asked };
}

describe('the saved offers list', () => {
  it('puts the offers under a heading per day saved, in the reader’s language, each opening its page', async () => {
    answerPages([
      savedOffer(11, noon(0)),
      savedOffer(10, noon(0)),
      savedOffer(9, noon(1)),
      savedOffer(8, noon(0, [2026, 3, 10])),
    ]);
    await renderInApp(<SavedOffersList />, { language: 'fr', namespaces: ['offers'] });
    await screen.findByRole('heading', { level: 2, name: 'Aujourd’hui' });
    const days = screen.getAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Aujourd’hui',
      'Hier',
      'mar. 10 mars 2026',
    ]);
    const names = (day: HTMLElement) =>
      within(day)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(days.map(names)).toEqual([['Cook 11', 'Cook 10'], ['Cook 9'], ['Cook 8']]);
    expect(within(days[2]!).getByRole('link', { name: 'Cook 8' }).getAttribute('href')).toBe(
      '/fr/restaurant/view/offer/3/tasca-do-porto/8/cook-8',
    );
    // Saved offers stay saved (doc 1 section 4): nothing removes one.
    expect(screen.queryByRole('button', { name: /retirer|supprimer/i })).toBeNull();
  });

  it('says there are no saved offers yet and leads to the offers', async () => {
    answerPages([]);
    await renderInApp(<SavedOffersList />, { language: 'en', namespaces: ['offers'] });
    await screen.findByRole('heading', { level: 2, name: 'No saved offers yet' });
    expect(screen.getByRole('link', { name: 'Find job offers' }).getAttribute('href')).toBe('/en/');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks for the next 10 while a page comes full, and keeps the days going across pages', async () => {
    const first = Array.from({ length: 10 }, (_, index) => savedOffer(30 - index, noon(0)));
    const { asked } = answerPages(first, [savedOffer(20, noon(0)), savedOffer(19, noon(2))]);
    await renderInApp(<SavedOffersList />, { language: 'en', namespaces: ['offers'] });
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { level: 3, name: 'Cook 19' });
    expect(asked).toEqual([
      { lang: 'en', page: 0, qty: 10 },
      { lang: 'en', page: 1, qty: 10 },
    ]);
    const days = screen.getAllByRole('region');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getAllByRole('heading', { level: 3 })).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
