import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { OPENABLE_EXTENSIONS } from '../../../electron/services/openRequests';

// The packaging config, checked against electron-builder's own schema and turned into fuse wires by
// electron-builder's own code, as `electron-builder` would when it packs the app.
const require = createRequire(import.meta.url);
const config = JSON.parse(readFileSync('electron-builder.json', 'utf8')) as Record<string, unknown> & { electronFuses: Record<string, boolean>; files: string[] };
const scheme = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8')) as object;
const validate = new Ajv({ strict: false, allErrors: true }).compile(scheme);

describe('the packaging config (electron-builder.json)', () => {
  it('is valid for the installed electron-builder, and a misspelt key would not be', () => {
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...config, electronFuses: { ...config.electronFuses, runAsNod: false } })).toBe(false);
  });

  it('flips the fuses: no running as Node, no NODE_OPTIONS or --inspect, encrypted cookies, only a checked app.asar', async () => {
    const { FuseV1Options, FuseVersion } = (await import('@electron/fuses')) as typeof import('@electron/fuses');
    const { PlatformPackager } = require('app-builder-lib') as {
      PlatformPackager: { prototype: { generateFuseConfig(fuses: unknown): Promise<Record<string | number, unknown>> } };
    };
    const wires = await PlatformPackager.prototype.generateFuseConfig.call(null, config.electronFuses);
    expect(wires.version).toBe(FuseVersion.V1);
    expect(wires[FuseV1Options.RunAsNode]).toBe(false);
    expect(wires[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(wires[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(wires[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(wires[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(wires[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    // The window loads from app://, so file:// needs none of its old extra powers.
    expect(wires[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
    expect(config.asar).toBe(true);
  });

  it('packs the built app and the bundled examples the shell grants for reading', () => {
    expect(config.files).toContain('out/**/*');
    expect(config.files).toContain('scenarios/**/*');
    expect(readFileSync('electron/shell/main.ts', 'utf8')).toContain("examplesDir: join(app.getAppPath(), 'scenarios')");
  });

  it('builds Linux (AppImage and deb), Windows (NSIS) and macOS (dmg) installers with the app icon', () => {
    const targets = config as unknown as { linux: { target: string[] }; win: { target: string[] }; mac: { target: string[] }; nsis: { perMachine: boolean }; icon: string };
    expect(targets.linux.target).toEqual(['AppImage', 'deb']);
    expect(targets.win.target).toEqual(['nsis']);
    expect(targets.mac.target).toEqual(['dmg']);
    // NSIS registers file associations only for an install for all users.
    expect(targets.nsis.perMachine).toBe(true);
    // electron-builder makes the .ico and .icns from one PNG of at least 512 × 512.
    const png = readFileSync(targets.icon);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });

  it('associates every kind of file Muster opens, and the shell grants what the system hands it', () => {
    const associations = (config as unknown as { fileAssociations: Array<{ ext: string; mimeType: string }> }).fileAssociations;
    expect(associations.map((a) => `.${a.ext}`).sort()).toEqual([...OPENABLE_EXTENSIONS].sort());
    // Linux needs a mime type per association for the desktop entry and the shared mime database.
    for (const a of associations) expect(a.mimeType).toMatch(/^application\/x-muster-/);
    const main = readFileSync('electron/shell/main.ts', 'utf8');
    expect(main).toContain("app.on('open-file'");
    expect(main).toContain("app.on('second-instance'");
    expect(main).toContain('documentsInArgv(process.argv');
  });

  it('leaves playwright-core out of the desktop app, which prints and draws with Electron: the main process loads it only on demand', { timeout: 60_000 }, async () => {
    // electron.vite.config.ts keeps playwright-core out of the bundle and electron-builder does not pack
    // it (a dev dependency), so a main process that imported it at start would not start at all.
    expect(readFileSync('electron.vite.config.ts', 'utf8')).toContain("external: ['playwright-core']");
    expect(config.files.some((f) => f.includes('playwright'))).toBe(false);
    const bundled = await build({ entryPoints: ['electron/shell/main.ts'], bundle: true, platform: 'node', format: 'cjs', write: false, metafile: true, logLevel: 'silent', external: ['electron', 'playwright-core', 'better-sqlite3'] });
    const inputs = bundled.metafile.inputs;
    // Every file main.ts loads as it starts, with the chain that loads it; import() waits until it is called.
    const chains = new Map<string, string[]>([['electron/shell/main.ts', ['electron/shell/main.ts']]]);
    const lazy = new Set<string>();
    for (const [file, chain] of chains) {
      for (const imported of inputs[file]?.imports ?? []) {
        if (imported.kind === 'dynamic-import') lazy.add(imported.path);
        else if (!chains.has(imported.path)) chains.set(imported.path, [...chain, imported.path]);
      }
    }
    expect(chains.get('playwright-core'), 'loaded at start through').toBeUndefined();
    expect(chains.get('electron/services/render/chromium.ts'), 'loaded at start through').toBeUndefined();
    // The command line's and web mode's printing and drawing still reach it, when they are called.
    expect(lazy).toContain('electron/services/render/chromium.ts');
  });
});
