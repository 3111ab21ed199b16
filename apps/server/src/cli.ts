import { planIdSchema } from '@tailor/contract';
import { buildServer } from './server.ts';
import { configOrExit, migratedDatabaseOrExit } from './startup.ts';

const usage = `Usage: npm run cli -- <command>

Commands:
  db:migrate                 apply database migrations
  user:plan <email> <plan>   set a user's plan (free, pro or premium)
  resumes:reread             read again, from their originals, the uploads that older reading
                             rules read and nobody has edited or checked since
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  // Arguments are checked before the database is opened.
  if (command !== 'db:migrate' && command !== 'user:plan' && command !== 'resumes:reread') {
    console.error(`Unknown command: ${command}\n\n${usage}`);
    return 1;
  }
  const [email, plan] = args;
  const parsedPlan = planIdSchema.safeParse(plan);
  if (command === 'user:plan' && (!email || !parsedPlan.success)) {
    console.error('Usage: user:plan <email> <free|pro|premium>');
    return 1;
  }

  const config = configOrExit();
  const database = await migratedDatabaseOrExit(config);
  try {
    if (command === 'db:migrate') {
      console.log(`Database is migrated (${database.kind}).`);
      return 0;
    }
    // The product's own services, without listening: the same rules as the API.
    const app = await buildServer({ config, database, logger: { level: 'error' } });
    try {
      await app.ready();
      if (command === 'resumes:reread') {
        const { reread, kept } = await app.resumes.rereadOlderUploads();
        console.log(`Read again: ${reread} resume(s); ${kept} no longer read and keep their data.`);
        return 0;
      }
      const user = await app.users.setPlan(email!, parsedPlan.data!);
      if (!user) {
        console.error(`No user with email ${email}`);
        return 1;
      }
      console.log(`${user.email} is now on the ${parsedPlan.data} plan.`);
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
