// Runs the parse worker from the TypeScript source (development and tests); the build bundles it instead.
import { register } from 'tsx/esm/api';

register();
await import('./parse.ts');
