import { eq, sql } from 'drizzle-orm';
import { planIdSchema } from '@tailor/contract';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { SESSION_CACHE } from './plugins/app/session-cache.ts';
import { users } from './db/schema.ts';

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
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
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
        const rows = await database.db
          .update(users)
          .set({ plan: parsedPlan.data, updatedAt: new Date() })
          .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
          .returning({ email: users.email });
        if (!rows.length) {
          console.error(`No user with email ${email}`);
          return 1;
        }
        // Running instances forget the user they may hold with the old plan.
        await database.notifications?.notify(SESSION_CACHE.channel, '*');
        console.log(`${rows[0]!.email} is now on the ${parsedPlan.data} plan.`);
        return 0;
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
    console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  },
);
