import type { Plugin } from 'esbuild';

export const MIGRATION_FILE: RegExp;
export function migrationNames(dir: string): string[];
export function migrationsPlugin(dir: string): Plugin;
