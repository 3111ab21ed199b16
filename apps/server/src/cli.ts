import { planIdSchema } from '@tailor/contract';
import { buildServer } from './server.ts';
import { configOrExit, migratedDatabaseOrExit } from './startup.ts';

const usage = `Usage: npm run cli -- <command>

Commands:
  db:migrate                 apply database migrations
  user:plan <email> <plan>   set a user's plan (free, pro or premium)
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  const config = configOrExit();
  const database = await migratedDatabaseOrExit(config);
  try {
    switch (command) {
      case 'db:migrate':
        console.log(`Database is migrated (${database.kind}).`);
        return 0;
      case 'user:plan': {
        const [email, plan] = args;
        const parsedPlan = planIdSchema.safeParse(plan);
        if (!email || !parsedPlan.success) {
          console.error('Usage: user:plan <email> <free|pro|premium>');
          return 1;
        }
        // The product's own services, without listening: the same rules as the API.
        const app = await buildServer({ config, database, logger: { level: 'error' } });
        try {
          await app.ready();
          const user = await app.users.setPlan(email, parsedPlan.data);
          if (!user) {
            console.error(`No user with email ${email}`);
            return 1;
          }
          console.log(`${user.email} is now on the ${parsedPlan.data} plan.`);
          return 0;
        } finally {
          await app.close();
        }
      }
      default:
        console.error(`Unknown command: ${command}\n\n${usage}`);
        return 1;
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
