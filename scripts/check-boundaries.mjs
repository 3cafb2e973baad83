#!/usr/bin/env node
// `node scripts/check-boundaries.mjs` (part of `npm run lint`): no remote imports another remote or the host,
// and the host and shared packages import no remote, from a file at any depth. Biome's noRestrictedImports
// (biome.json) matches the text of an import against patterns, so an import that climbs one folder more
// than its pattern expects slips past it; this check resolves every relative import to the folder it lands
// in instead, so the depth of the importing file does not matter.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './lib.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// `from '…'`, `import '…'`, `import('…')`, `require('…')`, `export … from '…'`; the static start of a template.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`$]*)/g;

function* sourceFiles(dir) {
  for (const file of filesUnder(dir)) if (SOURCE.test(file)) yield file;
}

/** Every import of a source text with its line: `[specifier, line]`. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push([match[2], line]);
  }
  return found;
}

function listDirs(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * The imports across the console's boundaries under `root`: a remote reaching another remote, the host or
 * any folder outside itself by a relative path, or another remote's package by name; the host or a shared
 * package reaching a remote. Each as `{ file, line, specifier, reason }`.
 */
export function boundaryViolations(root) {
  const violations = [];
  const remotes = listDirs(path.join(root, 'remotes'));
  const placeOf = (absolute) => {
    const [top, name] = path.relative(root, absolute).split(path.sep);
    if (top === 'remotes' && remotes.includes(name)) return `remote ${name}`;
    if (top === 'host') return 'the host';
    return top === '..' ? 'a folder outside the console' : `${top}/`;
  };
  const check = (owner, ownerDir, forbidsBareRemote) => {
    for (const file of sourceFiles(ownerDir)) {
      for (const [specifier, line] of importsOf(readFileSync(file, 'utf8'))) {
        let reason = null;
        if (specifier.startsWith('.') || specifier.startsWith('/')) {
          const target = path.resolve(path.dirname(file), specifier);
          const inside = !path.relative(ownerDir, target).startsWith('..');
          const place = placeOf(target);
          if (!inside && (owner.startsWith('remote') || place.startsWith('remote '))) reason = `reaches into ${place}`;
        } else if (specifier.startsWith('@console/remote-') && forbidsBareRemote(specifier.slice('@console/remote-'.length))) {
          reason = `imports remote ${specifier.slice('@console/remote-'.length)}`;
        } else if (owner.startsWith('remote') && specifier === '@console/host') {
          reason = 'imports the host';
        }
        if (reason) violations.push({ file: path.relative(root, file), line, specifier, reason });
      }
    }
  };
  for (const name of remotes) check(`remote ${name}`, path.join(root, 'remotes', name), (other) => other !== name);
  for (const name of listDirs(path.join(root, 'shared'))) check(`shared/${name}`, path.join(root, 'shared', name), () => true);
  check('the host', path.join(root, 'host'), () => true);
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = boundaryViolations(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}: '${v.specifier}' ${v.reason}: a remote shares only through shared/ packages`);
  }
  if (violations.length) process.exit(1);
  console.log('Boundaries hold: no remote imports another remote or the host, and nothing else imports a remote.');
}
