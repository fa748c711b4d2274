import { fieldErrorText } from '@web/lib/form-errors';
import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from './checkbox';
import { Input, type InputProps } from './input';
import { Select, type SelectProps } from './select';
import { Textarea, type TextareaProps } from './textarea';

/**
 * Form fields bound to react-hook-form: each registers its field, follows that field's error (and only
 * that field's: a keystroke elsewhere does not re-render it) and shows it under the control, translated,
 * with the label, hint and aria wiring of Field. Every form of the app is built from these.
 */
export interface BoundFieldProps<T extends FieldValues> {
  // The form's output type is whatever its resolver gives; these fields only register and read errors.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  registerOptions?: RegisterOptions<T, Path<T>>;
  /** How this field's error reads, when not the shared rule (fieldErrorText): a limit to name, say. */
  errorText?: (error: FieldError | undefined) => string | undefined;
}

type Bound<T extends FieldValues, P> = BoundFieldProps<T> &
  Omit<P, 'form' | 'name' | 'error' | 'onChange' | 'onBlur' | 'ref'>;

/** The translated error of one field, following that field alone. */
export function useFieldError<T extends FieldValues>({
  form,
  name,
  errorText,
}: Pick<BoundFieldProps<T>, 'form' | 'name' | 'errorText'>): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as FieldError | undefined;
  return errorText ? errorText(error) : fieldErrorText(error, t);
}

export function FormInput<T extends FieldValues>({
  form,
  name,
  registerOptions,
  errorText,
  ...props
}: Bound<T, InputProps>) {
  const error = useFieldError({ form, name, errorText });
  return <Input {...props} error={error} {...form.register(name, registerOptions)} />;
}

export function FormSelect<T extends FieldValues>({
  form,
  name,
  registerOptions,
  errorText,
  ...props
}: Bound<T, SelectProps>) {
  const error = useFieldError({ form, name, errorText });
  return <Select {...props} error={error} {...form.register(name, registerOptions)} />;
}

export function FormTextarea<T extends FieldValues>({
  form,
  name,
  registerOptions,
  errorText,
  ...props
}: Bound<T, TextareaProps>) {
  const error = useFieldError({ form, name, errorText });
  return <Textarea {...props} error={error} {...form.register(name, registerOptions)} />;
}

export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  registerOptions,
  errorText,
  ...props
}: Bound<T, CheckboxProps>) {
  const error = useFieldError({ form, name, errorText });
  return <Checkbox {...props} error={error} {...form.register(name, registerOptions)} />;
}
