import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * The developer pages (gel, svgs, aem-error-codes, info; docs/rules/access.md: flagged) are absent from
 * a production build: built as the bank's production is (VITE_BANK_ENV=prod), no chunk holds any of
 * their modules and no file names their routes. The help area is there, so the check is not empty.
 * That they are present otherwise is the e2e build's (test/e2e/help.e2e.spec.ts).
 */
function recordModules(into: Set<string>): Plugin {
  return {
    name: 'record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) if (!id.includes('node_modules') && !id.startsWith('\0')) into.add(relative(process.cwd(), id.split('?')[0] ?? id));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('the developer pages in a production build', () => {
  it('are absent with VITE_BANK_ENV=prod', { timeout: 180_000 }, async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prod-build-'));
    const modules = new Set<string>();
    const saved = { nodeEnv: process.env.NODE_ENV, bankEnv: process.env.VITE_BANK_ENV };
    process.env.NODE_ENV = 'production';
    process.env.VITE_BANK_ENV = 'prod';
    try {
      await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true }, plugins: [recordModules(modules)] });
      const ours = [...modules];
      expect(ours).toContain('src/composition/modules/help.module.ts');
      expect(ours).toContain('src/ui/help/HubIndexPage.tsx');
      const developer = ours.filter((id) => id.startsWith('src/ui/developer/') || id === 'src/composition/modules/developer.module.ts' || id === 'src/ui/shell/routes/GelPage.tsx');
      expect(developer).toEqual([]);
      const scripts = filesUnder(outDir).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      const naming = scripts.filter((file) => /aem-error-codes|GEL components|Build information/.test(readFileSync(file, 'utf8')));
      expect(naming.map((file) => relative(outDir, file))).toEqual([]);
    } finally {
      process.env.NODE_ENV = saved.nodeEnv;
      if (saved.bankEnv === undefined) delete process.env.VITE_BANK_ENV;
      else process.env.VITE_BANK_ENV = saved.bankEnv;
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
