import { startServer } from './server.ts';

// `npm start` and `npm run dev`: one server process (dist/server.js once built).
startServer().catch((err) => {
  console.error(err);
  process.exit(1);
});
