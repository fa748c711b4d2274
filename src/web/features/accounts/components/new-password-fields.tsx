import { FormInput } from '@web/components/ui/form-field';
import { autoFocusProps } from '@web/components/ui/dialog';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A new password and its repetition (`password` and `rpassword`, as the shared schemas name them): the
 * pair of sign-up, password reset and settings. Both are "new-password" fields for password managers;
 * the shared schema checks that they match.
 */
export function NewPasswordFields<T extends FieldValues & { password: string; rpassword: string }>({
  form,
  label,
  hint,
  focusFirst = false,
  sideBySide = false,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  /** "Password" when signing up, "New password" when changing it. */
  label: ReactNode;
  hint?: ReactNode;
  /** The dialog puts focus on the new password when it opens. */
  focusFirst?: boolean;
  /** Two columns from small screens up (the wide dialogs); one under the other otherwise. */
  sideBySide?: boolean;
}) {
  const { t } = useTranslation('account');
  const fields = (
    <>
      <FormInput
        form={form}
        name={'password' as Path<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        {...autoFocusProps(focusFirst)}
        hint={hint}
      />
      <FormInput
        form={form}
        name={'rpassword' as Path<T>}
        label={t('fields.rpassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
  return sideBySide ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields;
}
