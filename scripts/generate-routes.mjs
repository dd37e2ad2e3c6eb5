// Writes src/routeTree.gen.ts from src/routes without a build, so `tsc` can run first in CI.
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig(
  { target: 'react', routesDirectory: 'src/routes', autoCodeSplitting: true },
  root,
);
await new Generator({ config, root }).run();
