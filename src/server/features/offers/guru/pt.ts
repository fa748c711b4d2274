import type { GuruItems } from '@shared/contracts/offer-guru';

/** As frases do Guru em português europeu (os mesmos ids em todas as línguas; guru-content.test.ts). */
export const pt: GuruItems = {
  about: [
    {
      id: 'about-independent',
      text: 'Somos um restaurante independente com clientes fiéis, onde se cozinha produto da época, tudo feito de raiz. A nossa equipa é pequena, unida e orgulhosa de cada prato que sai do passe.',
    },
    {
      id: 'about-hotel',
      text: 'Somos a cozinha de um hotel com muito movimento: pequenos-almoços, almoços, jantares, room service e eventos, conhecida pela consistência e pela boa hospitalidade.',
    },
    {
      id: 'about-finedining',
      text: 'Somos um restaurante de alta cozinha ambicioso, onde a precisão, a criatividade e o melhor produto vêm primeiro. Os nossos clientes procuram uma experiência marcante e a cozinha entrega-a todas as noites.',
    },
    {
      id: 'about-group',
      text: 'Fazemos parte de um grupo de restaurantes em crescimento, com identidade própria e valores firmes: a estabilidade de um grupo com o espírito de uma cozinha de bairro.',
    },
    {
      id: 'about-local',
      text: 'Trabalhamos lado a lado com agricultores, pescadores e produtores da região, e a carta muda consoante o que nos chega.',
    },
  ],
  position: [
    {
      id: 'position-permanent',
      text: 'Trata-se de um lugar a tempo inteiro, com contrato sem termo, horário publicado com antecedência e duas folgas por semana.',
    },
    {
      id: 'position-section',
      text: 'Vai ficar responsável pela sua própria secção numa brigada de cerca de dez cozinheiros, da mise en place ao serviço e à limpeza.',
    },
    {
      id: 'position-season',
      text: 'Trata-se de um lugar sazonal para os meses fortes do verão, ideal para quem gosta de serviços intensos e de uma boa equipa com quem os partilhar.',
    },
    {
      id: 'position-opening',
      text: 'Vai integrar a equipa de abertura de um novo espaço: montar a cozinha, testar a carta e criar as rotinas desde o primeiro dia.',
    },
  ],
  headchef: [
    {
      id: 'headchef-mentor',
      text: 'O nosso chefe de cozinha lidera cozinhas há mais de quinze anos e gosta de ensinar: ao seu lado vai aprender técnica, custeio de pratos e liderança.',
    },
    {
      id: 'headchef-calm',
      text: 'O nosso chefe de cozinha dirige uma cozinha calma e respeitadora: sem gritos, com orientações claras e uma opinião honesta todos os dias.',
    },
    {
      id: 'headchef-creative',
      text: 'O nosso chefe de cozinha renova a carta a cada estação e ouve toda a equipa; alguns dos nossos melhores pratos nasceram de uma ideia da brigada.',
    },
    {
      id: 'headchef-pedigree',
      text: 'O nosso chefe de cozinha formou-se em cozinhas de referência, em Portugal e no estrangeiro, e traz esse rigor e atenção ao detalhe para cada serviço.',
    },
  ],
  opportunities: [
    {
      id: 'opportunities-promotion',
      text: 'Apostamos na promoção interna: a maioria dos nossos subchefes e chefes de partida começou connosco em funções júnior.',
    },
    {
      id: 'opportunities-training',
      text: 'Pagamos cursos e certificações e organizamos estágios em cozinhas parceiras, para que nunca deixe de aprender.',
    },
    {
      id: 'opportunities-rotation',
      text: 'Vai passar por todas as secções, da pastelaria à grelha, e ganhar uma formação completa.',
    },
    {
      id: 'opportunities-balance',
      text: 'Oferecemos horários justos, refeição de pessoal em cada turno e horas extraordinárias pagas, porque um bom cozinheiro também precisa de descansar.',
    },
  ],
  thechef: [
    {
      id: 'thechef-experience',
      text: 'Pelo menos dois anos de experiência numa função semelhante em cozinha profissional.',
    },
    {
      id: 'thechef-passion',
      text: 'Verdadeira paixão pela cozinha e pelo produto, curiosidade por novas técnicas e vontade de continuar a evoluir.',
    },
    {
      id: 'thechef-teamplayer',
      text: 'Espírito de equipa, calma sob pressão, boa comunicação e disponibilidade para ajudar os colegas quando o serviço aperta.',
    },
    {
      id: 'thechef-reliable',
      text: 'Pessoa responsável e pontual, com atitude positiva e orgulho numa secção limpa e bem organizada.',
    },
  ],
  foodstandards: [
    {
      id: 'foodstandards-consistency',
      text: 'Cada prato sai de acordo com a receita e o empratamento definidos com o chefe, serviço após serviço.',
    },
    {
      id: 'foodstandards-scratch',
      text: 'Tudo é feito na casa a partir de produto fresco: fundos, molhos, pão e sobremesas.',
    },
    {
      id: 'foodstandards-tasting',
      text: 'Prova e verifica tudo antes de sair da sua secção, e nunca deixa sair um prato de que não se orgulhe.',
    },
    {
      id: 'foodstandards-allergens',
      text: 'Conhece os catorze alergénios de declaração obrigatória, segue os nossos procedimentos e mantém atualizadas as fichas de ingredientes.',
    },
  ],
  staffdevelopment: [
    {
      id: 'staffdevelopment-train',
      text: 'Vai formar os ajudantes e estagiários da sua secção, transmitindo receitas, técnicas e padrões.',
    },
    {
      id: 'staffdevelopment-feedback',
      text: 'Sabe corrigir com clareza e respeito, e ajuda os colegas mais novos a ganhar confiança.',
    },
    {
      id: 'staffdevelopment-recipes',
      text: 'Ajuda a manter atualizadas as fichas técnicas e os guias de preparação, para que qualquer pessoa da equipa os possa seguir.',
    },
    {
      id: 'staffdevelopment-example',
      text: 'Dá o exemplo em pontualidade, limpeza e atitude na cozinha.',
    },
  ],
  healthsafety: [
    {
      id: 'healthsafety-haccp',
      text: 'Bons conhecimentos de higiene e segurança alimentar e do sistema HACCP; formação certificada na área é uma vantagem.',
    },
    {
      id: 'healthsafety-records',
      text: 'Regista as temperaturas das câmaras e das confeções, etiqueta e data cada produto e roda o stock pela ordem de entrada.',
    },
    {
      id: 'healthsafety-cleaning',
      text: 'Cumpre o plano de limpeza e deixa a sua secção impecável no fim de cada turno.',
    },
    {
      id: 'healthsafety-safework',
      text: 'Trabalha em segurança com facas, equipamentos e produtos de limpeza, e comunica de imediato qualquer risco ou acidente.',
    },
  ],
  management: [
    {
      id: 'management-ordering',
      text: 'Ajuda nas encomendas e na receção de mercadoria, confirmando qualidade e quantidades com a guia de remessa.',
    },
    {
      id: 'management-waste',
      text: 'Controla os desperdícios e as porções, e percebe como pesam no custo da matéria-prima.',
    },
    {
      id: 'management-stock',
      text: 'Participa no inventário semanal e mantém o economato e as câmaras arrumados.',
    },
    {
      id: 'management-lead',
      text: 'É capaz de assegurar a cozinha na ausência do chefe, do serviço até aos horários da equipa.',
    },
  ],
  other: [
    {
      id: 'other-availability',
      text: 'Disponibilidade flexível, incluindo noites, fins de semana e feriados.',
    },
    {
      id: 'other-languages',
      text: 'À vontade para comunicar na língua da cozinha; qualquer outra língua é uma mais-valia na nossa equipa internacional.',
    },
    {
      id: 'other-permit',
      text: 'Autorização de trabalho no país onde se situa o lugar.',
    },
    {
      id: 'other-commute',
      text: 'Facilidade em chegar a horas ao início e ao fim de cada turno, incluindo quando se fecha tarde.',
    },
  ],
};
