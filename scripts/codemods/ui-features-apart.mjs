/**
 * Keeps ui feature folders apart (docs/ui-features.md): every file that one ui feature folder imports
 * from another is moved into src/ui/shared/, with what it imports from its old folder (so a shared
 * file never reaches back into a feature) and its specs beside it, and every import of a moved file
 * across src/ and test/ is rewritten.
 *
 * The moves are computed from the imports found in the tree each time it runs, so it can be run again
 * after other branches have landed; on a tree whose features are already apart it moves nothing.
 * The dependency-cruiser rule `ui-features-apart` (.dependency-cruiser.cjs) keeps them apart afterwards.
 *
 * Usage: node scripts/codemods/ui-features-apart.mjs [--dry-run] [--root <dir>]
 *   --dry-run  lists the cross-feature imports and the moves, changes nothing
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const rootArg = args.indexOf('--root');
const root = resolve(rootArg >= 0 ? args[rootArg + 1] : '.');
// The project's own TypeScript parses the imports (no dependency of its own).
const require = createRequire(import.meta.url);
const ts = require('typescript');

/**
 * The ui folders that are kits every feature may use, not features: the folders that hold no area's
 * routes (`<folder>.routes.tsx`), and the shell, which holds the frame every area sits in. The same
 * list as the `ui-features-apart` rule's in .dependency-cruiser.cjs (a test keeps the two equal).
 */
export const uiKits = ['shared', 'journey', 'signing', 'di', 'shell', 'content', 'session'];

const codeExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
const posix = (path) => path.split(sep).join('/');
const rel = (abs) => posix(relative(root, abs));

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The ui folder a repository path belongs to ('src/ui/<folder>/...'), or undefined. */
export function uiFolderOf(path) {
  const match = /^src\/ui\/([^/]+)\/./.exec(path);
  return match?.[1];
}
const isFeature = (folder) => folder !== undefined && !uiKits.includes(folder);
const isSpec = (path) => /\.spec(-support)?\.[cm]?[jt]sx?$/.test(path);
/** Test code may put features together (a spec, its set-up, a `testing/` kit): the rule is for what ships. */
export const isTestCode = (path) => isSpec(path) || /\/testing\//.test(path);

/** Every module specifier in a file with its position: imports, re-exports, import(), vi.mock() and the like. */
function specifiersOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const take = (literal) => {
    if (literal && ts.isStringLiteralLike(literal)) found.push({ text: literal.text, start: literal.getStart(source) + 1, end: literal.getEnd() - 1 });
  };
  const moduleCalls = new Set(['require', 'mock', 'doMock', 'unmock', 'importActual', 'importMock']);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) take(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = callee.kind === ts.SyntaxKind.ImportKeyword ? 'import' : ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === 'import' || moduleCalls.has(name)) take(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, tried as written, with each code extension, then as a folder's index. */
function resolveSpecifier(fromFile, specifier, exists) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...codeExtensions.map((ext) => base + ext), ...codeExtensions.map((ext) => join(base, 'index' + ext))];
  // A '.js' written for a '.ts' file (ESM style).
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.(m?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find(exists);
}

/** The specifier to write in `fromFile` for `target`, written as the old one was (with or without extension, as a folder). */
function specifierFor(fromFile, target, oldSpecifier, oldTarget) {
  let path = posix(relative(dirname(fromFile), target));
  if (!path.startsWith('.')) path = './' + path;
  const oldExt = extname(oldTarget);
  const asFolder = /\/index\.[^/]+$/.test(oldTarget) && !/\/index(\.[^/]+)?$/.test(oldSpecifier);
  if (asFolder) return path.replace(/\/index\.[^/]+$/, '');
  if (!oldSpecifier.endsWith(oldExt)) path = path.slice(0, path.length - extname(path).length);
  return path;
}

/** Reads the tree: each code file's specifiers and what they resolve to. */
export function readTree() {
  const files = [...walk(join(root, 'src')), ...walk(join(root, 'test'))];
  const all = new Set(files);
  const exists = (path) => all.has(path);
  const graph = new Map();
  for (const file of files) {
    if (!codeExtensions.includes(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const imports = specifiersOf(file, text).map((s) => ({ ...s, target: resolveSpecifier(file, s.text, exists) }));
    graph.set(file, { text, imports });
  }
  return { files, graph };
}

/** Every import from one ui feature folder into another, as repository paths. */
export function crossFeatureImports(graph) {
  const found = [];
  for (const [file, { imports }] of graph) {
    const from = uiFolderOf(rel(file));
    if (!isFeature(from) || isTestCode(rel(file))) continue;
    for (const { target, text } of imports) {
      if (!target) continue;
      const to = uiFolderOf(rel(target));
      if (isFeature(to) && to !== from) found.push({ from: rel(file), to: rel(target), specifier: text });
    }
  }
  return found;
}


/**
 * What moves where: each imported file, and (so nothing shared imports a feature) every file of the
 * same feature it imports in turn, without specs; then each moved file's specs beside it. A file
 * keeps its path inside its feature under src/ui/shared/<feature>/. An area's routes file never
 * moves (routes are the area's own; composition, not another feature, puts areas together).
 */
export function planMoves(graph, files) {
  const taken = new Set(files.map(rel));
  const toMove = new Set();
  const queue = crossFeatureImports(graph).map((i) => i.to);
  while (queue.length > 0) {
    const path = queue.pop();
    if (toMove.has(path) || /\.routes\.tsx?$/.test(path)) continue;
    toMove.add(path);
    const folder = uiFolderOf(path);
    for (const { target } of graph.get(resolve(root, path))?.imports ?? []) {
      if (!target) continue;
      const next = rel(target);
      if (uiFolderOf(next) === folder && !isSpec(next)) queue.push(next);
    }
  }
  // A spec (or its set-up) of a moved file goes with it: 'x.spec.ts' and 'x.spec-support.tsx' beside 'x.ts'.
  for (const path of [...toMove]) {
    const stem = path.slice(0, path.length - extname(path).length);
    for (const candidate of taken) {
      if (candidate.startsWith(stem + '.spec') && isSpec(candidate) && dirname(candidate) === dirname(path)) toMove.add(candidate);
    }
  }
  const moves = new Map();
  for (const path of [...toMove].sort()) {
    const folder = uiFolderOf(path);
    const inside = path.slice(`src/ui/${folder}/`.length);
    // Under the feature's name, so a reader sees where a kit came from; a feature's own 'shared/' folder is not repeated.
    const to = `src/ui/shared/${folder}/${inside.replace(/^shared\//, '')}`;
    if (taken.has(to)) throw new Error(`Cannot move ${path}: ${to} exists`);
    taken.add(to);
    moves.set(path, to);
  }
  return moves;
}

/** Rewrites every specifier that names a moved file, and every relative specifier of a moved file. */
export function rewrite(graph, moves) {
  const movedAbs = new Map([...moves].map(([from, to]) => [resolve(root, from), resolve(root, to)]));
  const outputs = new Map();
  for (const [file, { text, imports }] of graph) {
    const newFile = movedAbs.get(file) ?? file;
    let out = text;
    for (const spec of [...imports].sort((a, b) => b.start - a.start)) {
      if (!spec.target) continue;
      const newTarget = movedAbs.get(spec.target) ?? spec.target;
      if (newFile === file && newTarget === spec.target) continue;
      const written = specifierFor(newFile, newTarget, spec.text, spec.target);
      if (written !== spec.text) out = out.slice(0, spec.start) + written + out.slice(spec.end);
    }
    outputs.set(file, { to: newFile, text: out });
  }
  return outputs;
}

/** Repository paths written as text (test lists, scripts, configs): 'src/ui/a/x.spec.ts' becomes its new path. */
function rewritePathStrings(moves) {
  const targets = [...walk(join(root, 'src')), ...walk(join(root, 'test')), ...walk(join(root, 'scripts'))].filter(
    (f) => codeExtensions.includes(extname(f)) || f.endsWith('.json'),
  );
  for (const extra of ['vitest.config.ts', 'vite.config.ts', '.dependency-cruiser.cjs', 'stryker.config.json', 'stryker.config.mjs']) {
    if (existsSync(join(root, extra))) targets.push(join(root, extra));
  }
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole paths only: moving 'x/Bar.ts' leaves 'x/Bar.tsx' and 'y/x/Bar.ts' alone.
  const patterns = [...moves].map(([from, to]) => [new RegExp(`(?<![\\w./-])${escape(from)}(?![\\w.-])`, 'g'), to]);
  for (const file of targets) {
    const text = readFileSync(file, 'utf8');
    // This codemod and its tests name paths of made-up trees on purpose.
    if (text.includes('ui-features-apart.mjs') && text.includes("'src/ui/")) continue;
    let out = text;
    for (const [pattern, to] of patterns) out = out.replace(pattern, to);
    if (out !== text) writeFileSync(file, out);
  }
}

function main() {
  const { files, graph } = readTree();
  const cross = crossFeatureImports(graph);
  const moves = planMoves(graph, files);
  console.log(`${cross.length} imports from one ui feature into another; ${moves.size} files to move.`);
  if (dryRun) {
    for (const { from, to } of cross) console.log(`  ${from} imports ${to}`);
    for (const [from, to] of moves) console.log(`  ${from} -> ${to}`);
    return;
  }
  const outputs = rewrite(graph, moves);
  for (const [file, { to, text }] of outputs) {
    if (to !== file) {
      mkdirSync(dirname(to), { recursive: true });
      renameSync(file, to);
    }
    if (text !== graph.get(file).text || to !== file) writeFileSync(to, text);
  }
  // Files that are not code (a stylesheet, a fixture) move as they are.
  for (const [from, to] of moves) {
    const abs = resolve(root, from);
    if (existsSync(abs)) {
      mkdirSync(dirname(resolve(root, to)), { recursive: true });
      renameSync(abs, resolve(root, to));
    }
  }
  rewritePathStrings(moves);
  for (const [from, to] of moves) console.log(`  ${from} -> ${to}`);
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) main();
