import type { ChefCard } from '@shared/contracts/search';
import { maxSelectedChefs } from '@shared/contracts/search-routes';
import { buttonClasses } from '@web/components/ui/button';
import { useToast } from '@web/components/ui/toast';
import { paths } from '@web/config/paths';
import { useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { Send, X } from 'lucide-react';
import { useCallback, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChefSearchViewer } from '../../lib/find-chefs-rules';
import { readSelectedChefs, toggleChef, type SelectedChef } from '../../lib/chef-selection';
import { positionName } from '../../lib/find-labels';
import type { ChefSelectControl } from './chef-result-card';

/*
 * The chefs a restaurant picks on find-chefs (spec doc 1 sections 2 and 3, doc 2 section 6): kept in the
 * browser per account, so they survive other pages and reloads, and listed in the bottom panel.
 */

const storageKey = (account: number) => `brigade.selection.chefs.${account}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; chefs: SelectedChef[] }>();

function readStore(key: string): SelectedChef[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const kept = cache.get(key);
  if (kept && kept.raw === raw) return kept.chefs;
  const chefs = readSelectedChefs(raw);
  cache.set(key, { raw, chefs });
  return chefs;
}

function writeStore(key: string, chefs: readonly SelectedChef[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(chefs));
  } catch {
    // A private window without storage: the selection lasts as long as the page (kept in the cache).
    cache.set(key, { raw: null, chefs: [...chefs] });
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('brigade.selection.chefs.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const none: SelectedChef[] = [];

/** The account's selected chefs and the ways to change them; null for anyone but a restaurant. */
export function useChefSelection(viewer: ChefSearchViewer) {
  const { t } = useTranslation('search');
  const { showToast } = useToast();
  const { user } = useSessionUser();
  const key = user && (viewer === 'free' || viewer === 'premium') ? storageKey(user.id) : null;
  const chefs = useSyncExternalStore(
    subscribe,
    () => (key ? readStore(key) : none),
    () => none,
  );
  const toggle = useCallback(
    (chef: SelectedChef) => {
      if (!key) return;
      const result = toggleChef(readStore(key), chef);
      if (result.limit) {
        showToast(t('selection_chefs.limit', { count: maxSelectedChefs }), 'error');
        return;
      }
      writeStore(key, result.selection);
    },
    [key, showToast, t],
  );
  const clear = useCallback(() => key && writeStore(key, []), [key]);
  if (!key) return null;
  return {
    chefs,
    toggle,
    clear,
    control: (chef: ChefCard): ChefSelectControl => ({
      selected: chefs.some((item) => item.id === chef.id),
      onToggle: () => toggle({ id: chef.id, name: chef.name, position: chef.position }),
    }),
  };
}

export type ChefSelection = NonNullable<ReturnType<typeof useChefSelection>>;

/**
 * The bottom selection panel of a restaurant (doc 1 section 2): the chosen chefs, each removable, and
 * the send button. Sending offers to chefs comes with the applications issue: a premium venue sees the
 * button disabled with that said; a free venue is offered Premium instead (D5: sending is premium).
 */
export function ChefSelectionPanel({
  selection,
  viewer,
}: {
  selection: ChefSelection;
  viewer: ChefSearchViewer;
}) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const headingId = useId();
  const hintId = useId();
  if (selection.chefs.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-center gap-3">
            <h2 id={headingId} className="font-bold text-stone-900">
              {t('selection_chefs.title', { count: selection.chefs.length, max: maxSelectedChefs })}
            </h2>
            <button
              type="button"
              onClick={selection.clear}
              className="min-h-11 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('selection_chefs.clear')}
            </button>
          </div>
          <ul
            className="flex max-h-24 flex-wrap gap-2 overflow-y-auto"
            aria-label={t('selection_chefs.list')}
          >
            {selection.chefs.map((chef) => (
              <li
                key={chef.id}
                className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-0.5 pl-3 text-sm text-stone-800"
              >
                <span>
                  {chef.name}
                  {chef.position !== null ? (
                    <span className="text-stone-600"> · {positionName(chef.position, language)}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  aria-label={t('selection_chefs.remove', { name: chef.name })}
                  onClick={() => selection.toggle(chef)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        {viewer === 'premium' ? (
          <div className="flex flex-col gap-1 lg:items-end">
            <button type="button" disabled aria-describedby={hintId} className={buttonClasses()}>
              <Send aria-hidden="true" className="size-4" />
              {t('selection_chefs.send')}
            </button>
            <p id={hintId} className="text-sm text-stone-700">
              {t('selection_chefs.send_soon')}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1 lg:items-end">
            <p className="text-sm text-stone-700">{t('selection_chefs.premium_needed')}</p>
            <Link to={paths.servicesRestaurant(language)} className={buttonClasses()}>
              {t('selection_chefs.go_premium')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
