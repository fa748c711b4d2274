import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  // Looks disabled, yet stays operable: grey, with text that keeps 4.5:1 (WCAG 1.4.3 exempts only truly
  // disabled controls; the former 55% opacity gave white on faded brand 2:1). Wins over hover and active.
  'data-[looks-disabled]:bg-stone-200! data-[looks-disabled]:text-stone-600!';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 active:bg-stone-200',
  ghost: 'text-stone-800 hover:bg-stone-100 active:bg-stone-200',
  danger: 'bg-danger-600 text-white hover:bg-red-800',
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800',
};

// Touch targets are at least 44 px high (ui.md: chefs on phones).
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Button styling, also for links that look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'min-h-11 px-1 text-sm' : sizes[size], className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled and announced as busy while a request runs. */
  loading?: boolean;
  /**
   * Only looks disabled: it stays enabled for clicks, keyboards and screen readers, so pressing it shows
   * what is missing under the fields (spec doc 1 section 5: the sign-up continue button "looks disabled"
   * until both fields are set).
   */
  looksDisabled?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  looksDisabled = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-looks-disabled={looksDisabled ? '' : undefined}
      {...props}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}
