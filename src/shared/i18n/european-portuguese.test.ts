import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationTypeLabels } from '../reference/application-types';
import { cuisineLabels } from '../reference/cuisines';
import { positionLabels } from '../reference/positions';
import { referenceLists } from '../reference/reference-lists';
import { spokenLanguageNames } from '../reference/spoken-language-names';
import { brazilianForms } from './european-portuguese';

/** Every string of a value, with where it is. */
function textsIn(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => textsIn(inner, `${where}.${key}`));
  return [];
}

const offending = (texts: { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) => brazilianForms(text).map((found) => `${where}: ${found}`));

describe('Portuguese is European Portuguese', () => {
  it('knows the Brazilian markers, and passes their European forms', () => {
    const brazilian = [
      'Sua conta está pronta.',
      'Enviar meu CV',
      'Pular',
      'Seu álbum',
      'as fotos que você envia',
      'Escolha um arquivo menor.',
      'Você: olá',
      'Abra no celular',
      'na tela inicial',
      'Faça o seu cadastro',
      'a nossa equipe',
      'o usuário',
      'Bistrô e brasserie',
      'O restaurante está fazendo entrevistas',
      'Carregando o álbum…',
      'entre em contato',
      'a sua senha',
    ];
    for (const text of brazilian) expect(brazilianForms(text), text).not.toEqual([]);
    const european = [
      'A sua conta está pronta.',
      'Enviar o meu CV',
      'Saltar',
      'O seu álbum',
      'as fotos que enviar',
      'Escolha um ficheiro mais pequeno.',
      'Eu: olá',
      'Abra no telemóvel',
      'no ecrã inicial',
      'Faça o seu registo',
      'Registar',
      'a nossa equipa',
      'o utilizador',
      'Bistro e brasserie',
      'O restaurante está a fazer entrevistas',
      'A carregar o álbum…',
      'entre em contacto',
      'a sua palavra-passe',
      'Quando o chef responder',
      'Esta página não é sua.',
      'Bem-vindo de volta.',
    ];
    for (const text of european) expect(brazilianForms(text), text).toEqual([]);
  });

  it('in every Portuguese translation file', () => {
    const dir = join(import.meta.dirname, 'pt');
    const texts = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => textsIn(JSON.parse(readFileSync(join(dir, file), 'utf8')), file));
    expect(texts.length).toBeGreaterThan(500);
    expect(offending(texts)).toEqual([]);
  });

  it("in the reference lists' Portuguese labels", () => {
    const texts = [
      ...textsIn(referenceLists('pt'), 'lists'),
      ...textsIn(spokenLanguageNames.pt, 'languages'),
      ...Object.entries(positionLabels).map(([id, labels]) => ({ where: `position ${id}`, text: labels.pt })),
      ...Object.entries(cuisineLabels).map(([id, labels]) => ({ where: `cuisine ${id}`, text: labels.pt })),
      ...Object.entries(applicationTypeLabels).map(([id, labels]) => ({
        where: `type ${id}`,
        text: labels.pt,
      })),
    ];
    expect(offending(texts)).toEqual([]);
  });
});
