// Bundle the page's ES modules at `make site` (esbuild): each page's first view comes in a few
// files instead of some sixty modules (the game page's first view 10 files instead of 33), which a navigation
// spends less on (about a quarter less CPU a page here) and a real network asks for in fewer round
// trips. The sources in web/js stay what is read, type-checked and tested; only the site is bundled.
//
// - The pages' entries keep their names (js/main.js, js/embed.js...), so the pages and their
//   preload marks (tools/preload.py) name them as before; code two entries share, and what is
//   loaded later by `import()` (the other languages, backgammon, the review), goes in js/chunks/.
// - The game page's entries (the engine's starter, main.js, bindings.js) are bundled together, and
//   each other page (the rules, the examples) apart, its chunks in js/chunks/<page>/: code the game
//   page shares with another page would otherwise be split into more, smaller files, each one more
//   request before the game page's first view.
// - The embeddable board is bundled on its own (js/embed.js, its later code in js/chunks/embed/):
//   an article shows several in frames, each frame loading its scripts again, so each loads only
//   its own first view (the engine's starter, engine/early.js, stays the site's: a page's engine
//   client finds the worker it started on the page, spawn.js).
// - The engine's worker is bundled alone, in one file where it was (js/engine/worker.js): its
//   `import.meta.url` still finds the site two folders up. js/engine/snapshot.js stays a module of
//   its own too, for the runtime's smoke test (smoke-worker.mjs imports it, as the worker does).
// - `<out>.json` says which sources each file of the bundle holds (build.json's `bundles`).
//
// usage: node tools/bundle_js.mjs --web web --out build/js
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";

import { toolOptions } from "./tool_args.mjs";

/** What each page loads first (its `<script type="module">`), and what main.js asks for after the first view. */
const PAGE_GROUPS = [
  [["engine/early.js", "main.js", "bindings.js"], "chunks"],
  [["pages/examples.js"], "chunks/examples"],
  [["pages/rules.js"], "chunks/rules"],
];
const EMBED_ENTRIES = ["embed.js"];
const WORKER_ENTRIES = ["engine/worker.js", "engine/snapshot.js"];
/**
 * The embedded board never shows a game page's part (a game's index.js names it, `load`, for the
 * game page): left out of the embed's bundle, where its modules would only split the embed's own
 * into more files. The embed's own part of each game (`embed`) is bundled as before.
 */
const NO_GAME_PAGES = {
  name: "no-game-pages",
  /** @param {import("esbuild").PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^\.\/page\.js$/ }, (args) =>
      path.basename(args.importer) === "index.js" ? { path: args.path, external: true } : undefined,
    );
  },
};
/** Every browser the page supports runs ES2022 (top-level await, class fields). */
const COMMON = {
  bundle: true,
  format: "esm",
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
};

const args = toolOptions(process.argv.slice(2), ["web", "out"], "node tools/bundle_js.mjs --web DIR --out DIR");
const t0 = performance.now();
const source = path.resolve(args.web, "js");
const tmp = `${path.resolve(args.out)}.tmp`;
rmSync(tmp, { recursive: true, force: true });
/** One page's entries bundled apart from the other pages': code they share is not split further. @param {string[]} entries @param {string} chunks */
const bundlePage = (entries, chunks) =>
  esbuild.build({
    ...COMMON,
    entryPoints: entries.map((e) => path.join(source, e)),
    splitting: true,
    outdir: tmp,
    outbase: source,
    chunkNames: `${chunks}/[name]-[hash]`,
  });
const pages = await Promise.all(PAGE_GROUPS.map(([entries, chunks]) => bundlePage(entries, chunks)));
const embed = await esbuild.build({
  ...COMMON,
  plugins: [NO_GAME_PAGES],
  entryPoints: EMBED_ENTRIES.map((e) => path.join(source, e)),
  splitting: true,
  outdir: tmp,
  outbase: source,
  chunkNames: "chunks/embed/[name]-[hash]",
});
const worker = await esbuild.build({
  ...COMMON,
  entryPoints: WORKER_ENTRIES.map((e) => path.join(source, e)),
  outdir: tmp,
  outbase: source,
});

/** A path as the site names it: relative to `root`, with forward slashes. @param {string} root @param {string} file */
const named = (root, file) => path.relative(root, path.resolve(file)).split(path.sep).join("/");
/** Each output file (`js/...`) and the sources it holds (named the same way, from web/). */
const bundles = {};
const site = path.dirname(source);
for (const result of [...pages, embed, worker]) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    bundles[`js/${named(tmp, file)}`] = Object.keys(output.inputs)
      .map((input) => named(site, input))
      .sort();
  }
}
rmSync(args.out, { recursive: true, force: true });
mkdirSync(path.dirname(path.resolve(args.out)), { recursive: true });
renameSync(tmp, args.out);
writeFileSync(`${args.out}.json`, `${JSON.stringify(Object.fromEntries(Object.entries(bundles).sort()), null, 1)}\n`);
const sources = new Set(Object.values(bundles).flat()).size;
console.log(`js ${args.out}: ${sources} modules in ${Object.keys(bundles).length} files, ${Math.round(performance.now() - t0)} ms`);
