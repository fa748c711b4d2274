import { weekdays, type Weekday } from '@shared/contracts/venues';
import { localeOf } from '@shared/reference/options';
import { Button } from '@web/components/ui/button';
import { FormCheckbox, FormSelect } from '@web/components/ui/form-field';
import type { DialogComponentProps } from '@web/lib/device';
import { applyServerIssues } from '@web/lib/form-errors';
import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import { saveVenueSchedule } from '../../api/save-venue';
import {
  copyMondayToAll,
  formToWeek,
  hourChoices,
  weekdayNames,
  weekIssues,
  weekToForm,
  type WeekForm,
} from '../../lib/dialog-payloads';
import { useVenueSave, VenueFormDialog, VenueGate, type VenueContext } from './venue-dialog-kit';

const services = [
  ['lunchFrom', 'lunchTo'],
  ['dinnerFrom', 'dinnerTo'],
] as const;
const times = services.flat();
const weekFields = weekdays.flatMap((day) =>
  times.map((time) => `value.${day}.${time}`),
) as Path<HoursForm>[];

/** The form keeps the week under `value`, so the server's issues (`value.1.lunchTo`) find their field. */
interface HoursForm {
  value: WeekForm;
}

/** The shared schema's check of the week (a service needs both ends), on the form's fields. */
const hoursResolver: Resolver<HoursForm> = (values) => {
  const issues = Object.entries(weekIssues(values.value));
  if (issues.length === 0) return { values, errors: {} };
  const errors: Record<string, Record<string, Record<string, { type: string; message: string }>>> = {
    value: {},
  };
  for (const [path, message] of issues) {
    const [day, time] = path.split('.') as [Weekday, string];
    errors.value![day] = { ...errors.value![day], [time]: { type: 'schema', message } };
  }
  return { values: {}, errors: errors as FieldErrors<HoursForm> };
};

/**
 * The opening hours (spec doc 2 sections 3 and 4; profile/restaurantmeta/schedule): the seven days,
 * Monday first, each with lunch and dinner from and to (hours 0 to 23 shown HH:00) or closed, and a
 * helper that copies Monday to every day. Saves the whole week (its id is the venue's).
 */
export default function RestaurantOpeningHoursDialog({
  data,
  close,
}: DialogComponentProps<'restaurantopeninghours'>) {
  return (
    <VenueGate rid={data.rid} close={close}>
      {(context) => <HoursBody {...context} rid={data.rid} close={close} />}
    </VenueGate>
  );
}

function HoursBody({ t, language, venue, rid, close }: VenueContext & { rid: number; close: () => void }) {
  const { run, saving, formError } = useVenueSave(t);
  const initial = useMemo(() => weekToForm(venue?.schedule ?? null), [venue]);
  const form = useForm<HoursForm>({ resolver: hoursResolver, defaultValues: { value: initial } });
  const names = useMemo(() => weekdayNames(localeOf[language]), [language]);
  const hours = useMemo(() => {
    const kept = weekdays.flatMap((day) => times.map((time) => initial[day][time]));
    return [
      { value: '', label: t('dialogs.hours.no_time') },
      ...hourChoices(kept).map((h) => ({ value: h, label: h })),
    ];
  }, [initial, t]);

  const onSave = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const user = await run(
            () =>
              saveVenueSchedule({
                rid,
                id: venue?.schedule?.id ?? 0,
                order: 0,
                action: 'save',
                value: formToWeek(values.value),
              }),
            (error) => applyServerIssues(error, form.setError, weekFields),
          );
          resolve(user !== false);
        },
        () => resolve(false),
      )();
    });

  return (
    <VenueFormDialog
      t={t}
      title={t('dialogs.hours.title')}
      description={t('dialogs.hours.intro')}
      close={close}
      onSave={onSave}
      saving={saving}
      formError={formError}
    >
      <Button
        variant="secondary"
        className="self-start"
        onClick={() =>
          form.reset({ value: copyMondayToAll(form.getValues('value')) }, { keepDefaultValues: true })
        }
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('dialogs.hours.copy_monday', { day: names['1'].inText })}
      </Button>
      {weekdays.map((day) => (
        <DayFields key={day} form={form} day={day} name={names[day]} hours={hours} t={t} />
      ))}
    </VenueFormDialog>
  );
}

/** One day: closed, or lunch and dinner from and to; ticking closed clears its four times. */
function DayFields({
  form,
  day,
  name,
  hours,
  t,
}: {
  form: UseFormReturn<HoursForm>;
  day: Weekday;
  name: { inText: string; heading: string };
  hours: { value: string; label: string }[];
  t: TFunction<'venue'>;
}) {
  const closed = useWatch({ control: form.control, name: `value.${day}.closed` });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-stone-900">{name.heading}</legend>
      <FormCheckbox
        form={form}
        name={`value.${day}.closed`}
        label={t('dialogs.hours.closed', { day: name.inText })}
        registerOptions={{
          onChange: (event: { target: { checked: boolean } }) => {
            if (!event.target.checked) return;
            for (const time of times) form.setValue(`value.${day}.${time}`, '', { shouldValidate: false });
            form.clearErrors(`value.${day}`);
          },
        }}
      />
      {closed ? null : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {times.map((time) => (
            <FormSelect
              key={time}
              form={form}
              name={`value.${day}.${time}`}
              label={t(`dialogs.hours.${time}`)}
              options={hours}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
