import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@web/testing/render';
import { MonthCalendar } from './month-calendar';

const counts = new Map([
  ['2027-01-12', 2],
  ['2027-01-14', 1],
]);

function calendar(
  language: 'en' | 'es' | 'fr' | 'pt',
  selected?: string,
  stageDays: ReadonlySet<string> = new Set(),
) {
  const onMonth = vi.fn();
  const onDay = vi.fn();
  const view = renderInApp(
    <MonthCalendar
      month="2027-01"
      selected={selected}
      counts={counts}
      stageDays={stageDays}
      onMonth={onMonth}
      onDay={onDay}
      language={language}
    />,
    { language, namespaces: ['applications'] },
  );
  return { view, onMonth, onDay };
}

describe('the month calendar', () => {
  it('names each day with its full date and how many dates it holds, and marks the chosen one', async () => {
    await calendar('en', '2027-01-12').view;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('January 2027');
    const chosen = screen.getByRole('button', { name: 'Tue, 12 Jan 2027, 2 dates' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Thu, 14 Jan 2027, 1 date' }).getAttribute('aria-pressed'),
    ).toBe('false');
    // A day without dates is named by its date alone.
    expect(screen.getByRole('button', { name: 'Wed, 13 Jan 2027' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Jan 2027/ })).toHaveLength(31);
  });

  it('moves a month either way and chooses a day', async () => {
    const { view, onMonth, onDay } = calendar('fr');
    await view;
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(onMonth).toHaveBeenLastCalledWith('2026-12');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(onMonth).toHaveBeenLastCalledWith('2027-02');
    fireEvent.click(screen.getByRole('button', { name: /^mar\. 12 janv\. 2027, 2 dates$/ }));
    expect(onDay).toHaveBeenCalledWith('2027-01-12');
  });

  it('starts the week on Monday, with short weekday names of three letters at most', async () => {
    await calendar('pt').view;
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toMatch(/^seg/);
    expect(headers.every((name) => name.replace(/\.$/, '').length <= 3)).toBe(true);
  });

  it('marks the days of an agreed stage in their names, with a legend, and no legend without one', async () => {
    const withStage = await calendar('en', undefined, new Set(['2027-01-13', '2027-01-14'])).view;
    expect(screen.getByRole('button', { name: 'Wed, 13 Jan 2027, agreed stage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thu, 14 Jan 2027, 1 date, agreed stage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fri, 15 Jan 2027' })).toBeTruthy();
    expect(screen.getByText('Agreed stage')).toBeTruthy();
    withStage.unmount();
    await calendar('en').view;
    expect(screen.queryByText('Agreed stage')).toBeNull();
  });

  it('names the stage days in each language', async () => {
    for (const [language, name, legend] of [
      ['es', /^mié, 13 ene 2027, stage acordado$/, 'Stage acordado'],
      ['fr', /^mer\. 13 janv\. 2027, stage convenu$/, 'Stage convenu'],
      ['pt', /, estágio combinado$/, 'Estágio combinado'],
    ] as const) {
      const rendered = await calendar(language, undefined, new Set(['2027-01-13'])).view;
      expect(screen.getByRole('button', { name })).toBeTruthy();
      expect(screen.getByText(legend)).toBeTruthy();
      rendered.unmount();
    }
  });
});
