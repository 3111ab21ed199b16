import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseWork } from '../../src/parse/work.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));
const jobsOf = (work: ReturnType<typeof parseWork>) =>
  work.map((w) => [w.name, w.position, w.startDate, w.endDate]);
const textOf = (job: ReturnType<typeof parseWork>[number] | undefined) =>
  [job?.summary ?? '', ...(job?.highlights ?? [])].join(' ');

describe('a title printed over the line naming the employer beside the dates', () => {
  it.each([
    {
      case: '(fr) keeps each title with its own employer when the text runs on plain lines',
      printed: [
        'OPERATEUR DE PRODUCTION',
        'LAITERIE DU NORD I 05/2017 - 04/2022',
        'Conduite de la ligne de conditionnement et contrôle qualité des lots',
        'Réglage des machines en début de poste et suivi des arrêts de la ligne',
        'TECHNICIEN DE MAINTENANCE',
        'ATELIERS MARTIN I 2016-2017',
        'Entretien courant - remplacement des pièces',
        'CARISTE',
        'ENTREPOT CENTRAL I 2014-2016',
        'Chargement des camions',
      ],
      jobs: [
        ['LAITERIE DU NORD', 'OPERATEUR DE PRODUCTION', '2017-05', '2022-04'],
        ['ATELIERS MARTIN', 'TECHNICIEN DE MAINTENANCE', '2016', '2017'],
        ['ENTREPOT CENTRAL', 'CARISTE', '2014', '2016'],
      ],
      kept: 'remplacement des pièces',
    },
    {
      case: '(en) gives a duty line printed above the next title back to the job above',
      printed: [
        'STORE SUPERVISOR',
        'BRAMBLE FOODS | Mar 2019 - Present',
        'Ran the evening shift',
        'SALES ASSISTANT',
        'CORNER BOOKS | Jan 2016 - Feb 2019',
        'Stock control - Window displays',
        'CASHIER',
        'OAKDALE MARKET | 2014 - 2015',
      ],
      jobs: [
        ['BRAMBLE FOODS', 'STORE SUPERVISOR', '2019-03', 'present'],
        ['CORNER BOOKS', 'SALES ASSISTANT', '2016-01', '2019-02'],
        ['OAKDALE MARKET', 'CASHIER', '2014', '2015'],
      ],
      kept: 'Window displays',
    },
    {
      case: '(es) makes a title wrapped on a lower-case line whole again',
      printed: [
        'AUXILIAR CONTABLE',
        'FERRETERÍA EL SOL | 2019 - 2022',
        'Registro de facturas de proveedores',
        'JEFE DE BODEGA - encargado',
        'de repuestos',
        'DISTRIBUIDORA DEL VALLE S.A. | 2016 - 2019',
        'Control de inventario',
        'CAJERO',
        'SUPERMERCADO LA PLAZA | 2014 - 2016',
      ],
      jobs: [
        ['FERRETERÍA EL SOL', 'AUXILIAR CONTABLE', '2019', '2022'],
        ['DISTRIBUIDORA DEL VALLE S.A.', 'JEFE DE BODEGA - encargado de repuestos', '2016', '2019'],
        ['SUPERMERCADO LA PLAZA', 'CAJERO', '2014', '2016'],
      ],
      kept: 'Control de inventario',
    },
    {
      case: '(fr) reads "EMPLOYEUR — Ville — dates" under each title',
      printed: [
        'Serveur',
        'Brasserie du Port — Lille — 2018 - 2020',
        'Service en salle et au bar, encaissement',
        'Commis de cuisine',
        'Restaurant Le Phare — Calais — 2016 - 2018',
        'Préparation des entrées - plonge',
        'Plongeur',
        'Hôtel de la Plage — Wimereux — 2015 - 2016',
      ],
      jobs: [
        ['Brasserie du Port', 'Serveur', '2018', '2020'],
        ['Restaurant Le Phare', 'Commis de cuisine', '2016', '2018'],
        ['Hôtel de la Plage', 'Plongeur', '2015', '2016'],
      ],
      kept: 'plonge',
    },
  ])('$case', ({ printed, jobs, kept }) => {
    const work = parseWork(lines(printed));
    expect(jobsOf(work)).toEqual(jobs);
    // The duty above the next title stays the text of its own job.
    expect(textOf(work[1])).toContain(kept);
    // The employer read from the dated line is not told again as the job's text.
    expect(textOf(work[1])).not.toContain(jobs[1]![0]);
  });

  it('reads the duties under a job with no text of its own as its text, never as a job', () => {
    const uncertain = new UncertainList();
    const work = parseWork(
      lines([
        'Serveuse',
        'Café des Arts | 2022',
        'Service en salle',
        'Préparation des boissons chaudes',
        'Mise en place de la salle',
        'Aide maternelle',
        'École Les Tilleuls | 2020-2021',
        '• Animer des activités',
      ]),
      uncertain,
    );
    expect(jobsOf(work)).toEqual([
      ['Café des Arts', 'Serveuse', '2022', undefined],
      ['École Les Tilleuls', 'Aide maternelle', '2020', '2021'],
    ]);
    expect(work[0]?.highlights).toEqual([
      'Service en salle',
      'Préparation des boissons chaudes',
      'Mise en place de la salle',
    ]);
  });

  it('reads lines over the section’s first title as that job’s text, not its employer', () => {
    const work = parseWork(
      lines([
        'FORMATION CONTINUE ET TITRE PROFESSIONNEL',
        'OPERATEUR DE PRODUCTION',
        'LAITERIE DU NORD I 05/2017 - 04/2022',
        'Conduite de la ligne de conditionnement et contrôle qualité des lots.',
        'TECHNICIEN DE MAINTENANCE',
        'ATELIERS MARTIN I 2016-2017',
        'Entretien courant des machines de la ligne et remplacement des pièces usées.',
        'CARISTE',
        'ENTREPOT CENTRAL I 2014-2016',
      ]),
    );
    expect(jobsOf(work)[0]).toEqual(['LAITERIE DU NORD', 'OPERATEUR DE PRODUCTION', '2017-05', '2022-04']);
    expect(textOf(work[0])).toContain('FORMATION CONTINUE');
  });

  it('leaves a section whose jobs print more than a title over their dated line as it was', () => {
    const work = parseWork(
      lines([
        'Northwind Traders',
        'Senior Buyer',
        'Leeds | Apr 2021 – Present',
        '• Ran the yearly supplier review',
        'Harbor Foods',
        'Purchasing Assistant',
        'York | Jun 2016 – May 2017',
        '• Kept the price lists',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Northwind Traders', 'Senior Buyer'],
      ['Harbor Foods', 'Purchasing Assistant'],
    ]);
  });
});

describe('a field label left in a header line', () => {
  it.each([
    [
      'es',
      ['Empresa : ferretería norte – venta de herramientas 2010-2016', '• Atención en mostrador'],
      'ferretería norte',
      undefined,
    ],
    [
      'es',
      ['Puesto: Auxiliar de bodega | Distribuidora Sol | 2015 - 2018'],
      'Distribuidora Sol',
      'Auxiliar de bodega',
    ],
    ['fr', ['Entreprise : Boulangerie Dupont | Vendeuse | 2012 - 2014'], 'Boulangerie Dupont', 'Vendeuse'],
    ['en', ['Employer: Harbor Foods | Stock Clerk | 2016 - 2019'], 'Harbor Foods', 'Stock Clerk'],
  ])('(%s) takes the label off and gives its value that field', (_lang, header, name, position) => {
    const work = parseWork(
      lines([
        'Store Manager | Northwind Traders | 2019 - 2023',
        '• Ran the store',
        ...header,
        '• Served customers',
      ]),
    );
    expect(work[1]?.name).toBe(name);
    expect(work[1]?.position).toBe(position);
  });
});

describe('a duty line left open on a comma or "and"', () => {
  it.each([
    [
      'en',
      ['Received the deliveries and checked them against the orders,', 'kept the stock room tidy'],
      ['Ran the till and', 'Sorted the returns'],
    ],
    [
      'fr',
      ['Réception des livraisons et contrôle des bons de commande,', 'rangement de la réserve'],
      ['Tenue de la caisse et', 'Traitement des retours'],
    ],
    [
      'es',
      ['Recepción de mercancía y control de las órdenes de compra,', 'orden de la bodega'],
      ['Manejo de caja y', 'Atención de devoluciones'],
    ],
  ])('(%s) stays the text of its job and heads no job', (_lang, first, second) => {
    const work = parseWork(
      lines([
        'Harbor Foods | 2019 - 2022',
        'Stock Clerk',
        ...first,
        'Bluebell Market | 2016 - 2019',
        'Cashier',
        ...second,
        'Oakdale Library | 2014 - 2016',
        'Library Assistant',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Harbor Foods', 'Stock Clerk', '2019'],
      ['Bluebell Market', 'Cashier', '2016'],
      ['Oakdale Library', 'Library Assistant', '2014'],
    ]);
    expect(textOf(work[1])).toContain(second[1]);
  });
});

describe('a second role at one employer under a sentence of the role above', () => {
  it.each([
    [
      'en',
      ['Northwind Traders', 'Senior Buyer', 'Apr 2021 – Present'],
      'Ran the yearly supplier review with the regional managers.',
      ['Buyer', 'Jan 2018 – Mar 2021'],
    ],
    [
      'fr',
      ['Banque du Nord', 'Conseillère clientèle — 2020 - 2023'],
      'Suivi d’un portefeuille de clients particuliers et professionnels.',
      ['Chargée d’accueil — 2018 - 2020'],
    ],
    [
      'es',
      ['Hospital San Rafael', 'Enfermera jefe | 2020 - 2023'],
      'Coordinación del turno de noche con los médicos de guardia.',
      ['Enfermera | 2017 - 2020'],
    ],
  ])('(%s) keeps the employer printed once', (_lang, first, sentence, second) => {
    const work = parseWork(
      lines([
        ...first,
        sentence,
        ...second,
        'Atención y orden de la bodega de los insumos.',
        'Harbor Foods',
        'Stock Clerk | 2014 - 2016',
      ]),
    );
    expect(work.map((w) => w.name)).toEqual([first[0], first[0], 'Harbor Foods']);
    expect(textOf(work[0])).toContain(sentence);
  });
});
