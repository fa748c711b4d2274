import type { BriefSessionUser, SessionUser } from '@shared/contracts/accounts';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import { DialogLoading } from '@web/components/ui/dialog-form';
import { errorText } from '@web/lib/error-text';
import type { DialogComponentProps } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { useSessionUser } from '@web/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useOwnChefProfile, useProfileSaved } from '../../api/chef-profile';
import { chefProfileKey } from '../../query-keys';

export interface StepContext {
  t: TFunction<'chef'>;
  language: Language;
  user: BriefSessionUser;
  profile: ChefProfileView;
}

/**
 * Everything a step waits for before its form can start with the right values: the `chef` texts, the
 * logged-in chef and their own profile (with every language of each text). Meanwhile a skeleton; a
 * profile that cannot be read says so, with a retry.
 */
export function StepGate({
  close,
  children,
}: {
  close: () => void;
  children: (context: StepContext) => ReactNode;
}) {
  const { t, ready, i18n } = usePageNamespace('chef');
  const { user } = useSessionUser();
  const profile = useOwnChefProfile();

  // Logged out in the meantime (another tab), or not a chef: nothing to edit.
  useEffect(() => {
    if (user === null || (user && user.type !== 'chef')) close();
  }, [user, close]);

  if (ready && user && profile.data)
    return children({ t, language: i18n.language as Language, user, profile: profile.data });
  return (
    <DialogLoading
      close={close}
      failed={profile.isError}
      onRetry={() => void profile.refetch()}
      texts={
        ready
          ? {
              title: t('wizard.loading_title'),
              loading: t('wizard.loading'),
              error: t('wizard.load_error'),
              retry: t('wizard.retry'),
            }
          : null
      }
    />
  );
}

/**
 * A step's save: runs the call, hands the answer's user to useProfileSaved (the session user and the
 * profile come from the answer) and gives the profile as it is now (null if not read), false when it
 * failed: a failure puts the server's issues on their fields (`onIssues`) or shows its message inline.
 */
export function useStepSave(t: TFunction<'chef'>, language: Language) {
  const profileSaved = useProfileSaved();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(
    async (
      work: () => Promise<SessionUser>,
      onIssues: (error: unknown) => boolean,
    ): Promise<ChefProfileView | null | false> => {
      setSaving(true);
      setFormError(null);
      try {
        const user = await work();
        await profileSaved(user);
        const fresh = queryClient.getQueryData<ChefProfileView>(
          chefProfileKey(user.profile?.id ?? 0, language),
        );
        return fresh ?? null;
      } catch (error) {
        if (!onIssues(error)) setFormError(errorText(error, t));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [profileSaved, queryClient, t, language],
  );

  return { run, saving, formError, setFormError };
}

/** What a list step's form gets: the gate's context, the item to edit (none: a new one), close. */
export interface ItemBodyProps extends StepContext {
  itemId?: number;
  close: () => void;
}

type ListStep = 'chefworkexperience' | 'chefeducation' | 'cheflanguage' | 'chefreferral';

/** A list step's dialog: the gate, then the form with the item named by the dialog's data. */
export function itemStepDialog<N extends ListStep>(Body: ComponentType<ItemBodyProps>) {
  return function ItemStepDialog({ data, close }: DialogComponentProps<N>) {
    return (
      <StepGate close={close}>
        {(context) => <Body {...context} itemId={data.itemId} close={close} />}
      </StepGate>
    );
  };
}
