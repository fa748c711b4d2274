import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { isoDay } from '../lib/premium-dates';
import { HireDialog } from './hire-dialog';

afterEach(() => vi.unstubAllGlobals());

const ana = {
  id: 7,
  chef: {
    id: 27,
    acc: 37,
    slug: 'ana',
    name: 'Ana',
    position: null,
    location: null,
    images: { profile: null },
  },
};

describe('the record-hire dialog', { timeout: 20_000 }, () => {
  it('says what is missing, shows the fee as the salary is typed, and the server’s field error under its field', async () => {
    const api = stubApi({
      '/api/admin/recruitment/hire': () =>
        answer(400, {
          success: false,
          data: null,
          code: 'invalid_input',
          message: 'Datos no válidos.',
          issues: [
            {
              field: 'hiredon',
              code: 'invalid_value',
              message: 'La fecha de contratación no puede ser posterior a hoy.',
            },
          ],
        }),
    });
    const onClose = vi.fn();
    await renderInApp(<HireDialog applicant={ana} onClose={onClose} />, {
      language: 'es',
      namespaces: ['admin', 'validation'],
    });
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Registrar la contratación de Ana' }, { timeout: 10_000 }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar la contratación' }));
    expect(await dialog.findByText('Indica el salario anual.')).toBeTruthy();
    expect(dialog.getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(api.callsTo('/api/admin/recruitment/hire')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Salario anual'), { target: { value: '36000,50' } });
    fireEvent.change(dialog.getByLabelText('Moneda'), { target: { value: '2' } });
    expect(await dialog.findByText(/al año: la comisión es de 1080,02\s€\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar la contratación' }));

    expect(await dialog.findByText('La fecha de contratación no puede ser posterior a hoy.')).toBeTruthy();
    expect(dialog.getByLabelText('Fecha de contratación').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/admin/recruitment/hire').map((call) => call.body)).toEqual([
      { application: 7, hiredon: isoDay(new Date()), salary: 36000.5, currency: 2, lang: 'es' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
