import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `local/no-feature-cycle`: an import from one feature into another fails when the other
 * feature already reaches back, directly or through further features. Features are the folders
 * `apps/<app>/src/features/<name>`; imports are read as text (static, `export … from` and
 * dynamic `import()`), type-only ones included: a cycle of types is still two features that
 * cannot be understood one without the other.
 */

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The features folder and feature name of a file, or null outside any feature. */
export function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const i = parts.lastIndexOf('features');
  if (i < 1 || parts[i - 1] !== 'src' || i + 1 >= parts.length) return null;
  return { root: parts.slice(0, i + 1).join(path.sep), name: parts[i + 1] };
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Relative specifiers only: features reach each other by path, never by package name. */
export function importedFeatures(file, text) {
  const from = featureOf(file);
  const found = new Set();
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const to = featureOf(path.resolve(path.dirname(file), spec));
    if (to && from && to.root === from.root && to.name !== from.name) found.add(to.name);
  }
  return found;
}

/**
 * feature -> features it imports, for one features folder. Read again after a second, so an
 * editor that keeps ESLint running sees changes, while one command-line run reads each file
 * about once.
 */
const graphs = new Map();
function featureGraph(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.at < 1000) return cached.graph;
  const graph = new Map();
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    if (!statSync(dir).isDirectory()) continue;
    const edges = new Set();
    for (const file of sourceFiles(dir)) {
      for (const f of importedFeatures(file, readFileSync(file, 'utf8'))) edges.add(f);
    }
    graph.set(name, edges);
  }
  graphs.set(root, { at: Date.now(), graph });
  return graph;
}

/** A path of features from `start` to `goal` (both included), or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let at = goal; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that closes a cycle between features.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle between features: {{cycle}}. Compose both in app/ (pass one in as a component or prop) instead.',
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from || !existsSync(from.root)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.root !== from.root || to.name === from.name) return;
      const back = pathBetween(featureGraph(from.root), to.name, from.name);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { cycle: [from.name, ...back].join(' -> ') },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'no-feature-cycle': noFeatureCycle } };
