#!/usr/bin/env node
// The `muster` command runs the TypeScript CLI through tsx, so it is always the code in the tree.
import { register } from 'tsx/esm/api';

process.env.MUSTER_CLI_ENTRY = '1';
register();
await import('../cli/main.ts');
