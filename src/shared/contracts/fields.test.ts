import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactInput } from './contact';
import { email, multilineText, normalizePhone, personName, phone, text } from './fields';

const issue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

// C0 (line breaks and tab included), DEL and C1, inside a value.
const controls = ['\n', '\r', '\r\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'];

describe('single-line fields refuse control characters (single_line)', () => {
  it.each(controls.map((c) => [JSON.stringify(c), c]))(
    '%s inside a text, a name, a phone, an e-mail',
    (_, c) => {
      expect(issue(text(), `Casa${c}Lucia`)).toBe('single_line');
      expect(
        issue(
          text((s) => s.min(4, { error: 'min_4' })),
          `A${c}b`,
        ),
      ).toBe('single_line');
      expect(issue(personName(), `Ana${c}Maria`)).toBe('single_line');
      expect(issue(phone(), `600${c}123`)).toBe('single_line');
      expect(issue(email(), `ana${c}@example.com`)).toBe('single_line');
    },
  );

  it('still trims surrounding spaces and line breaks, and keeps ordinary text', () => {
    expect(text().parse('  Casa Lucia\r\n')).toBe('Casa Lucia');
    expect(personName().parse('Ana María\n')).toBe('Ana María');
    expect(text().parse('Crème brûlée & “quotes” — 10 €')).toBe('Crème brûlée & “quotes” — 10 €');
  });
});

describe('multi-line fields keep line breaks only (control_characters)', () => {
  it('keeps \\n and \\r\\n', () => {
    expect(multilineText().parse('First line\nSecond line\r\nThird')).toBe(
      'First line\nSecond line\r\nThird',
    );
  });
  it.each(['\t', '\r', '\u0000', '\u000b', '\u000c', '\u007f', '\u0085'].map((c) => [JSON.stringify(c), c]))(
    'refuses %s',
    (_, c) => {
      expect(issue(multilineText(), `First${c}line`)).toBe('control_characters');
    },
  );
  it('applies to the contact enquiry, while its subject is single-line', () => {
    const form = {
      name: 'Lucia',
      surname: 'Fernandez',
      phone: '600 123 456',
      company: 'Casa Lucia',
      email: 'lucia@example.com',
      subject: 'Summer brigade',
      enquiry: 'Two commis\r\nfor the summer.',
    };
    expect(contactInput.parse(form).enquiry).toBe('Two commis\r\nfor the summer.');
    const result = contactInput.safeParse({ ...form, subject: 'Summer\nbrigade' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subject', 'single_line'],
    ]);
  });
});

describe('phone numbers as people write them (docs/decisions/044)', () => {
  it.each([
    ['+351 912 345 678', '+351 912 345 678'],
    ['(020) 7946 0958', '020 7946 0958'],
    ['+44 20-7946-0958', '+44 20 7946 0958'],
    ['+44 (0)20 7946 0958', '+44 20 7946 0958'],
    ['020.7946.0958', '020 7946 0958'],
    ['  +351   912345678 ', '+351 912345678'],
    ['600123456', '600123456'],
    ['+ 351 912', '+351 912'],
    ['1234', '1234'],
  ])('%s is stored as %s', (written, stored) => {
    expect(normalizePhone(written)).toEqual({ ok: true, phone: stored });
    expect(phone().parse(written)).toBe(stored);
  });

  it.each([
    ['600 12a 456', 'phone_digits'],
    ['351+912', 'phone_digits'],
    ['++351 912', 'phone_digits'],
    ['(020 7946', 'phone_digits'],
    ['020) 7946 (0', 'phone_digits'],
    ['((020)) 7946', 'phone_digits'],
    ['() 1234', 'phone_digits'],
    ['+-.', 'phone_digits'],
    ['+1 23', 'phone_min'],
    ['(1) 2-3', 'phone_min'],
  ])('%s is refused (%s)', (written, code) => {
    expect(normalizePhone(written)).toEqual({ ok: false, code });
    expect(issue(phone(), written)).toBe(code);
  });

  it('needs a number, and counts digits against the field’s own minimum', () => {
    expect(issue(phone(), '')).toBe('phone_required');
    expect(issue(phone(), '   ')).toBe('phone_required');
    expect(issue(phone({ minDigits: 2, minKey: 'min_2' }), '1')).toBe('min_2');
    expect(phone({ minDigits: 2, minKey: 'min_2' }).parse('12')).toBe('12');
  });
});
