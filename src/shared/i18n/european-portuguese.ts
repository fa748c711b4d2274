/**
 * Brazilian Portuguese forms that European Portuguese (the product's `pt`, written for Lisbon) says
 * otherwise: the words ("arquivo" for ficheiro, "tela" for ecrã, "celular" for telemóvel, "cadastro"
 * for registo, "equipe" for equipa, "usuário" for utilizador, "você", "senha", "conexão"...), the
 * Brazilian spellings ("Bistrô", "registrar", "contato", "econômico"), the gerund after estar ("está
 * fazendo" for "está a fazer") and the possessive without its article ("Sua conta", "Enviar meu CV" for
 * "A sua conta", "Enviar o meu CV"). A test runs every Portuguese text of the product through it.
 */

/** A whole-word pattern: JavaScript's \b knows no accented letters ("você" would never end). */
const word = (source: string, flags = 'giu') => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, flags);

const possessive = 'seu|sua|seus|suas|meu|minha|meus|minhas';

const markers: readonly { pattern: RegExp; says: string }[] = [
  { pattern: word('vocês?'), says: 'você' },
  { pattern: word('arquivos?'), says: 'arquivo (ficheiro)' },
  { pattern: word('telas?'), says: 'tela (ecrã)' },
  { pattern: word('celular(?:es)?'), says: 'celular (telemóvel)' },
  { pattern: word('cadastr\\p{L}*'), says: 'cadastro (registo)' },
  { pattern: word('registr(?:ar|o|os|e|ado|ada|ados|adas|ando|ou|amos)'), says: 'registrar (registar)' },
  { pattern: word('equipes?'), says: 'equipe (equipa)' },
  { pattern: word('usuári[oa]s?'), says: 'usuário (utilizador)' },
  { pattern: word('senhas?'), says: 'senha (palavra-passe)' },
  { pattern: word('bistrô'), says: 'Bistrô (Bistro)' },
  { pattern: word('contatos?|contatar'), says: 'contato (contacto)' },
  { pattern: word('conex(?:ão|ões)'), says: 'conexão (ligação)' },
  {
    pattern: word('(?:econôm|acadêm|fenôm|anônim|sinônim|polêmic)\\p{L}*|gêneros?|bebês?'),
    says: 'ô/ê (ó/é)',
  },
  {
    pattern: word('baixar|baixe|salvar|salve|salvando|deletar|pular|checar|acessar|acesse'),
    says: 'Brazilian verb',
  },
  { pattern: word('controle|precisa ter|precisam ter'), says: 'Brazilian form (controlo, precisa de ter)' },
  {
    // A label opening on a gerund ("Carregando…"): European Portuguese says "A carregar…".
    pattern: /(?:^|\n)(?!quando|segundo|mundo|fundo|comando|vindo|lindo)\p{L}+(?:ando|endo|indo)(?!\p{L})/giu,
    says: 'gerund label (a + infinitive)',
  },
  {
    pattern: word(
      'treinamentos?|planejar|planejamento|aluguel|cardápios?|garçom|café da manhã|sucos?|ônibus|trem',
    ),
    says: 'Brazilian word',
  },
  { pattern: word('confeiteir[oa]s?|confeitaria|açougue\\p{L}*|sorvetes?'), says: 'Brazilian kitchen word' },
  {
    pattern: word('(?:está|estão|estou|estamos|estava|estavam|esteja|estar)\\s+\\p{L}+(?:ando|endo|indo)'),
    says: 'estar + gerund (estar a + infinitive)',
  },
  {
    // A sentence, a label or a list item opening on a possessive: European Portuguese puts the article.
    pattern: new RegExp(`(?:^|[.!?:]\\s+|\\n)(?:${possessive})\\s+\\p{L}`, 'giu'),
    says: 'possessive without its article (o seu, a minha)',
  },
  {
    // A verb straight before a possessive ("Enviar meu CV"): "Enviar o meu CV".
    pattern: word(
      `(?:enviar|ver|editar|guardar|apagar|pré-visualizar|adicionar|alterar)\\s+(?:${possessive})`,
    ),
    says: 'possessive without its article (o seu, a minha)',
  },
];

/** The Brazilian forms a text holds, each with what European Portuguese says instead. */
export function brazilianForms(text: string): string[] {
  return markers.flatMap(({ pattern, says }) =>
    [...text.matchAll(pattern)].map((match) => `${match[0].trim()} → ${says}`),
  );
}
