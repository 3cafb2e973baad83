import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boundaryViolations } from '../check-boundaries.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Imports of the finance remote from the users remote, from files at every depth, in every form an import takes. */
const PROBES: Record<string, string> = {
  'remotes/users/src/descriptor.ts': "import api from '../../finance/src/deposit/api';",
  'remotes/users/src/kyc/Page.tsx': "import api from '../../../finance/src/deposit/api';",
  'remotes/users/src/kyc/ReviewDrawer.tsx': "export { useDeposits } from './../../../finance/src/deposit/api';",
  'remotes/users/src/kyc/review/steps/Step.tsx': "const api = await import('../../../../../finance/src/deposit/api');",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is the text of a template import
  'remotes/users/src/chat/stream.ts': 'const texts = (lng: string) => import(`../../../finance/src/locales/${lng}.json`);',
  'remotes/users/src/otp/Page.tsx': "const pkg = require('../../../finance/package.json');",
  'remotes/users/src/agents/Page.tsx': "import descriptor from '@console/remote-finance';",
  'remotes/users/src/levels/Page.tsx': "import { App } from '../../../../host/src/App';",
  'host/src/areas/probe.ts': "import api from '../../../remotes/finance/src/deposit/api';",
};
/** What a remote may import: its own files at any depth, its package, and shared packages by name. */
const ALLOWED: Record<string, string> = {
  'remotes/users/src/kyc/api.ts': "import packageJson from '../../package.json';\nimport { area } from '../common/area';",
  'remotes/users/src/kyc/review/steps/Other.tsx': "import { Step } from './Step';\nimport { useAreaTranslation } from '../../../i18n';",
  'remotes/users/src/users/screens.ts': "import { defineScreenGroup } from '@console/area-kit';\nimport { Can } from '@console/ui';",
  'remotes/finance/src/deposit/api.ts': 'export const api = 1;',
};

function probeTree(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries({ ...PROBES, ...ALLOWED })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${text}\nexport default 1;\n`);
  }
  return root;
}

test('the boundary check refuses an import of another remote or the host from a file of a remote at any depth', () => {
  const root = probeTree();
  try {
    const refused = boundaryViolations(root).map((v) => `${v.file} ${v.reason}`);
    assert.deepEqual(refused.sort(), [
      'host/src/areas/probe.ts reaches into remote finance',
      'remotes/users/src/agents/Page.tsx imports remote finance',
      'remotes/users/src/chat/stream.ts reaches into remote finance',
      'remotes/users/src/descriptor.ts reaches into remote finance',
      'remotes/users/src/kyc/Page.tsx reaches into remote finance',
      'remotes/users/src/kyc/ReviewDrawer.tsx reaches into remote finance',
      'remotes/users/src/kyc/review/steps/Step.tsx reaches into remote finance',
      'remotes/users/src/levels/Page.tsx reaches into the host',
      'remotes/users/src/otp/Page.tsx reaches into remote finance',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("Biome's rule refuses the imports of another remote's sources from every depth too, as the editor shows them", () => {
  const root = probeTree();
  try {
    const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
    delete config.$schema;
    writeFileSync(path.join(root, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
    const biome = path.join(repo, 'node_modules', '.bin', 'biome');
    const run = spawnSync(biome, ['lint', '--max-diagnostics=100', '.'], { cwd: root, encoding: 'utf8' });
    const refused = new Set(
      [...`${run.stdout}${run.stderr}`.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]),
    );
    for (const file of Object.keys(PROBES)) {
      // A path to another remote's package.json names no src/ folder, and a template is no import Biome
      // reads: only the boundary check, which resolves paths, sees those two.
      if (file.endsWith('otp/Page.tsx') || file.endsWith('chat/stream.ts')) continue;
      assert.ok(refused.has(file), `Biome let ${file} pass`);
    }
    for (const file of Object.keys(ALLOWED)) assert.ok(!refused.has(file), `Biome refused ${file}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the console holds no import across its boundaries today', () => {
  assert.deepEqual(boundaryViolations(repo), []);
});
