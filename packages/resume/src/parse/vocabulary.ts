/** Word lists that tell one field from another. Accents folded, lower case. */

/** Words found in job titles (en, fr, es). */
export const TITLE_WORDS = [
  'engineer', 'developer', 'programmer', 'architect', 'manager', 'director', 'head', 'lead', 'leader', 'chief',
  'officer', 'president', 'vp', 'cto', 'ceo', 'cfo', 'coo', 'founder', 'co-founder', 'cofounder', 'owner', 'partner',
  'analyst', 'scientist', 'researcher', 'designer', 'consultant', 'specialist', 'coordinator', 'administrator',
  'assistant', 'associate', 'intern', 'internship', 'trainee', 'apprentice', 'technician', 'teacher', 'professor',
  'lecturer', 'tutor', 'instructor', 'nurse', 'physician', 'doctor', 'pharmacist', 'therapist', 'accountant',
  'auditor', 'controller', 'clerk', 'cashier', 'representative', 'agent', 'advisor', 'adviser', 'editor', 'writer',
  'journalist', 'chef', 'cook', 'waiter', 'server', 'barista', 'driver', 'operator', 'mechanic', 'electrician',
  'supervisor', 'executive', 'recruiter', 'planner', 'buyer', 'marketer', 'strategist', 'product owner',
  'scrum master', 'devops', 'sre', 'qa', 'tester', 'support', 'receptionist', 'secretary', 'paralegal', 'lawyer',
  'attorney', 'counsel', 'librarian', 'curator', 'photographer', 'artist', 'volunteer', 'mentor', 'coach',
  'sales', 'salesperson', 'merchandiser', 'logistician', 'dispatcher', 'foreman', 'carpenter', 'welder',
  'ingenieur', 'ingenieure', 'consultante', 'analyste', 'architecte', 'cheffe', 'coordinatrice', 'formateur',
  'formatrice', 'auditeur', 'auditrice', 'controleur', 'chercheur', 'chercheuse', 'medecin', 'pharmacien',
  'pharmacienne', 'educateur', 'educatrice', 'acheteur', 'acheteuse', 'operateur', 'operatrice', 'fondateur',
  'fondatrice', 'arquitecto', 'arquitecta', 'fundador', 'fundadora', 'medico', 'medica', 'farmaceutico',
  'investigadora', 'supervisor', 'supervisora', 'encargado', 'encargada', 'developpeur', 'developpeuse', 'chef de projet', 'responsable', 'directeur', 'directrice',
  'charge', 'chargee', 'stagiaire', 'alternant', 'alternante', 'infirmier', 'infirmiere', 'professeur',
  'enseignant', 'enseignante', 'comptable', 'gestionnaire', 'conseiller', 'conseillere', 'vendeur', 'vendeuse',
  'technicien', 'technicienne', 'assistante', 'commercial', 'commerciale', 'redacteur', 'redactrice',
  'cuisinier', 'serveur', 'serveuse', 'juriste', 'avocat', 'avocate', 'animateur', 'animatrice', 'benevole',
  'ingeniero', 'ingeniera', 'desarrollador', 'desarrolladora', 'programador', 'programadora', 'jefe', 'jefa',
  'gerente', 'director', 'directora', 'analista', 'disenador', 'disenadora', 'consultor', 'consultora',
  'enfermero', 'enfermera', 'profesor', 'profesora', 'maestro', 'maestra', 'contador', 'contadora', 'contable',
  'auxiliar', 'ejecutivo', 'ejecutiva', 'asistente', 'tecnico', 'tecnica', 'becario', 'becaria', 'practicas', 'coordinador', 'coordinadora',
  'responsable', 'vendedor', 'vendedora', 'cocinero', 'cocinera', 'camarero', 'camarera', 'abogado', 'abogada',
  'voluntario', 'voluntaria', 'administrativo', 'administrativa', 'especialista', 'investigador', 'investigadora',
  'postdoc', 'postdoctoral', 'post-doctoral', 'post-doctorant', 'post-doctorante', 'postdoctorant', 'doctorant', 'doctorante',
  'fellow', 'student', 'etudiant', 'etudiante', 'estudiante', 'attache', 'attachee', 'freelance', 'freelancer',
  'colaborador', 'colaboradora', 'ayudante', 'counselor', 'counsellor', 'stage', 'dancer', 'danseur', 'danseuse',
  'concepteur', 'conceptrice', 'developer', 'wrangler', 'staff', 'employee', 'employe', 'empleado', 'empleada',
];

/** Words found in organisation names. */
export const ORGANIZATION_WORDS = [
  'inc', 'llc', 'llp', 'ltd', 'limited', 'corp', 'corporation', 'company', 'co', 'gmbh', 'ag', 'sa', 'sas', 'sarl', 'sl',
  's.l', 's.a', 'plc', 'group', 'groupe', 'grupo', 'labs', 'lab', 'technologies', 
  'bank', 'banque', 'banco', 'hospital', 'hopital', 'clinic', 'clinique', 'clinica', 'agency',
  'agence', 'agencia', 'studio', 'foundation', 'fondation', 'fundacion', 'association', 'asociacion', 'council',
  'ministry', 'ministere', 'ministerio', 'restaurant', 'hotel', 'store', 'shop', 'partners',
  'consulting', 'capital', 'ventures', 'industries', 'cafe',
  'laboratory', 'laboratoire', 'laboratorio', 'department', 'departement', 'departamento', 'centre', 'center', 'centro',
  'society', 'societe', 'sociedad', 'startup', 'solutions', 'media', 'consultancy', 'editorial',
];

/** Words found in school names. */
export const SCHOOL_WORDS = [
  'university', 'universite', 'universidad', 'universitat', 'college', 'school', 'ecole', 'escuela', 'institute',
  'institut', 'instituto', 'academy', 'academie', 'academia', 'polytechnique', 'politecnica', 'lycee', 'iut',
  'conservatoire', 'conservatorio', 'faculte', 'facultad', 'campus', 'hec', 'essec', 'insa', 'mit', 'uned', 'ucla',
  'centro de estudios', 'high school', 'bootcamp', 'sorbonne', 'sciences po',
];

/** How degrees begin. */
export const DEGREE_PATTERN = new RegExp(
  '^(?:' +
    [
      "bachelor(?:'s)?(?: of [a-z]+(?: [a-z]+)?)?", "master(?:'s)?(?: of [a-z]+(?: [a-z]+)?)?", "doctor(?: of [a-z]+)?",
      "associate(?:'s)?(?: of [a-z]+)?(?: degree)?", 'ph\\.?\\s?d\\.?', 'm\\.?\\s?sc\\.?', 'b\\.?\\s?sc\\.?', 'b\\.?a\\.?', 'm\\.?a\\.?',
      'b\\.?s\\.?', 'm\\.?s\\.?', 'mba', 'b\\.?eng\\.?', 'm\\.?eng\\.?', 'bba', 'jd', 'md', 'llm', 'llb', 'hnd',
      'licence(?: professionnelle)?', 'master\\s?[12]?', 'mastere(?: specialise)?', "diplome(?: d'[a-z]+| de [a-z]+| universitaire)?", 'doctorat', 'bts', 'dut', 'but',
      'baccalaureat', 'bac(?:\\s?\\+\\s?\\d)?', 'cap', 'grado', 'licenciatura', 'licenciado', 'master universitario', 'maestria',
      'doctorado', 'ingenieria', 'tecnico superior', 'tecnico', 'ciclo formativo(?: de grado (?:medio|superior))?', 'diplomado', 'certificate', 'diploma',
      'high school diploma', 'ged',
    ].join('|') +
    ')(?=$|[\\s,:(–-])',
);

/** Country and state names that tell a location ("Lyon, France", "Austin, TX"). */
export const PLACE_WORDS = [
  'usa', 'us', 'united states', 'uk', 'united kingdom', 'england', 'scotland', 'ireland', 'canada', 'france',
  'spain', 'espana', 'espagne', 'mexico', 'argentina', 'chile', 'colombia', 'peru', 'germany', 'allemagne',
  'alemania', 'italy', 'italie', 'italia', 'portugal', 'belgium', 'belgique', 'belgica', 'switzerland', 'suisse',
  'suiza', 'netherlands', 'pays-bas', 'paises bajos', 'luxembourg', 'austria', 'sweden', 'norway', 'denmark',
  'finland', 'poland', 'india', 'china', 'japan', 'australia', 'brazil', 'brasil', 'morocco', 'maroc',
  'marruecos', 'senegal', 'quebec', 'ontario', 'california', 'remote', 'teletravail', 'remoto', 'a distancia',
  'hybrid', 'hybride', 'hibrido',
];

export const CITY_WORDS = [
  'paris', 'lyon', 'marseille', 'toulouse', 'nantes', 'bordeaux', 'lille', 'nice', 'rennes', 'strasbourg',
  'grenoble', 'montpellier', 'madrid', 'barcelona', 'valencia', 'sevilla', 'bilbao', 'malaga', 'zaragoza',
  'london', 'manchester', 'dublin', 'berlin', 'munich', 'hamburg', 'amsterdam', 'brussels', 'bruxelles',
  'geneva', 'geneve', 'zurich', 'lisbon', 'lisboa', 'rome', 'milan', 'new york', 'san francisco', 'seattle',
  'austin', 'boston', 'chicago', 'los angeles', 'denver', 'toronto', 'montreal', 'vancouver', 'mexico city',
  'ciudad de mexico', 'buenos aires', 'bogota', 'santiago', 'lima', 'quito', 'montevideo', 'sydney', 'singapore',
  'portland', 'atlanta', 'miami', 'dallas', 'houston', 'phoenix', 'philadelphia', 'washington', 'san diego',
  'minneapolis', 'pittsburgh', 'raleigh', 'nashville', 'oakland', 'cambridge', 'oxford', 'edinburgh', 'bristol',
  'leeds', 'casablanca', 'dakar', 'tunis', 'alger', 'lausanne', 'liege', 'namur', 'granada', 'salamanca',
];

export const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB'.split(' ');
