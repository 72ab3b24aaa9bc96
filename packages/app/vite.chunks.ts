import path from 'node:path';

const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const ENTRY = source('main.tsx');
/** What every signed-in visit runs besides the entry: the app's frame, and the users list it opens on. */
const SIGNED_IN_ROOTS = [source('routes/SignedInApp.tsx'), source('screens/users/UsersScreen.tsx')];
/**
 * The indexes that re-export a whole package, by the specifier that imports them: ours, and the
 * icons' (a module per icon behind one index).
 */
const INDEXES: ReadonlyArray<{ specifier: string; is: (id: string) => boolean }> = [
  {
    specifier: '@admin-hub/ui',
    is: (id) => id === path.resolve(import.meta.dirname, '../ui/src/index.ts'),
  },
  {
    specifier: '@admin-hub/domain',
    is: (id) => id === path.resolve(import.meta.dirname, '../domain/src/index.ts'),
  },
  {
    specifier: 'lucide-react',
    is: (id) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id),
  },
];

export const SIGNED_IN_CHUNK = 'signed-in';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; exports: readonly string[]; code: string | null } | null;
}

/** The names `code` imports from `specifier` (`import { A, B as C } from 'specifier'`). */
function namesImported(code: string, specifier: string): string[] {
  const names: string[] = [];
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  for (const [, list = ''] of code.matchAll(statement)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The module behind an index that defines `name`: down the re-exports until none has it. An
 * icon is re-exported from its module's default export (`export { default as House } from
 * './house.mjs'`), which the module's export names do not show.
 */
function definer(graph: ModuleGraph, index: string, name: string): string | undefined {
  let current = index;
  for (;;) {
    const info = graph.getModuleInfo(current);
    const next =
      info?.importedIds.find((id) => graph.getModuleInfo(id)?.exports.includes(name)) ??
      defaultReexport(current, info?.code ?? '', name);
    if (!next) return current === index ? undefined : current;
    current = next;
  }
}

function defaultReexport(module: string, code: string, name: string): string | undefined {
  const from = new RegExp(
    `export\\s*\\{[^}]*\\bdefault as ${name}\\b[^}]*\\}\\s*from\\s*["'](\\.[^"']+)["']`,
  );
  const specifier = from.exec(code)?.[1];
  return specifier && path.resolve(path.dirname(module), specifier);
}

/**
 * Every module `roots` import statically, directly or not. Through a package index only the
 * modules that define the names imported count: the bundle leaves the rest of the index out.
 */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const index = INDEXES.find(({ is }) => is(imported));
      if (!index) visit(imported);
      else {
        for (const name of namesImported(info?.code ?? '', index.specifier)) {
          const module = definer(graph, imported, name);
          // A module missed here would be left out of its chunk, which then imports it from
          // another chunk that may import back: modules would run before what they use.
          if (!module) throw new Error(`vite.chunks.ts: ${name} of ${index.specifier} not found`);
          visit(module);
        }
      }
    }
  };
  roots.forEach(visit);
  return found;
}

/**
 * Names the chunk of what every signed-in visit needs beyond the entry (Rolldown's
 * `codeSplitting` group name). Left to the default, those modules came as some thirty small
 * chunks, one per set of lazy screens sharing them; gzip compresses each file alone, so the
 * words one chunk shares with the next were paid again in each, with a request per chunk. One
 * chunk is the same code in fewer bytes (figures in the commit).
 */
export function signedInChunk() {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const entry = staticClosure(graph, [ENTRY]);
      members = new Set(
        [...staticClosure(graph, SIGNED_IN_ROOTS)].filter((module) => !entry.has(module)),
      );
    }
    return members.has(id) ? SIGNED_IN_CHUNK : null;
  };
}

/**
 * Fails the build if chunks import each other statically in a circle: merging modules into one
 * chunk can close such a circle, and then a module can run before one it uses.
 */
export function assertNoChunkCycles(
  chunks: ReadonlyArray<{ fileName: string; imports: readonly string[] }>,
): void {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (fileName: string) => {
    if (done.has(fileName)) return;
    const start = path.indexOf(fileName);
    if (start >= 0) {
      throw new Error(`Chunks import each other: ${[...path.slice(start), fileName].join(' -> ')}`);
    }
    path.push(fileName);
    importsOf.get(fileName)?.forEach(visit);
    path.pop();
    done.add(fileName);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
}
