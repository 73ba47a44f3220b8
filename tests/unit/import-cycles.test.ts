/**
 * No import cycles among the project's own modules (a cycle makes a module's exports undefined while
 * the other half of the cycle loads, and ties two areas together). Every value import counts, static or
 * dynamic; `import type` and `export type` do not (they vanish from the built code). Libraries' imports
 * are not followed. This was the linter's import-x/no-cycle rule: the same graph, read here once.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs|js|astro)$/;

/** The code of a file: an .astro file's frontmatter and its script tags. */
function codeOf(path: string, content: string): string {
  if (!path.endsWith('.astro')) return content;
  const front = /^---\n([\s\S]*?)\n---/.exec(content)?.[1] ?? '';
  const scripts = [...content.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [front, ...scripts].join('\n');
}

/** The module specifiers a file imports as values (static, re-exported or dynamic). */
function valueImports(path: string, content: string): string[] {
  const source = ts.createSourceFile(path, codeOf(path, content), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each of the project's modules with the project modules it imports (relative specifiers only). */
function importGraph(files: Map<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, content] of files) {
    const targets = valueImports(file, content)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => join(dirname(file), specifier.replace(/[?#].*$/, '')))
      .filter((target) => files.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's cycles: each strongly connected component of more than one module, or a module importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative (the graph is a few thousand edges deep at most).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, edge] = frame;
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1] += 1;
        const target = targets[edge]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || targets.includes(node)) found.push(component.sort());
      }
    }
  }
  return found;
}

describe('import cycles', () => {
  it('finds a cycle through a static import, a re-export and a dynamic import, and none through a type import', () => {
    const files = new Map([
      ['a.ts', "import { b } from './b.ts';"],
      ['b.ts', "export { c } from './c.ts';"],
      ['c.ts', "const a = () => import('./a.ts');"],
      ['d.ts', "import type { A } from './a.ts'; import { b } from './b.ts';"],
      ['e.astro', "---\nimport F from './f.ts';\n---\n<p>e</p>"],
      ['f.ts', "import type { E } from './e.astro'; export type { A } from './a.ts';"],
    ]);
    expect(cycles(importGraph(files))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it("none among the project's own modules", () => {
    const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !file.startsWith('public/'));
    const files = new Map<string, string>();
    for (const file of listed) {
      try {
        files.set(file, readFileSync(join(root, file), 'utf8'));
      } catch {
        // Listed but deleted in the working tree.
      }
    }
    expect(cycles(importGraph(files)).map((component) => component.join(' ⇄ '))).toEqual([]);
    // Parsing every module takes under a second alone, and several beside the browser tests.
  }, 60_000);
});
