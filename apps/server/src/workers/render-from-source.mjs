// Runs the render worker from the TypeScript source (development and tests); the build bundles it instead.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render.ts');
export default worker.default;
