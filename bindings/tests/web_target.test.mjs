// The web target (bindings/npm/web, an ES module for browsers and bundlers) loads in Node with
// initSync and gives the same answers as the Node target. Skipped when only the Node target was
// built (`scripts/build-npm nodejs`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

const dir = new URL("../npm/web/", import.meta.url);
const built = existsSync(new URL("reconverge_bg.wasm", dir));

test("web target: initSync, then the same JSON as the node target", { skip: !built && "web target not built" }, async () => {
  const web = await import(new URL("reconverge.js", dir));
  web.initSync({ module: readFileSync(new URL("reconverge_bg.wasm", dir)) });
  const node = createRequire(import.meta.url)("../npm/node/reconverge.js");
  const src = "entry ~> a, b\na -> exit\nb -> exit\nexit\nthread T1: entry a exit\nthread T2: entry b exit";
  assert.deepEqual(web.analyze(src), node.analyze(src));
  assert.equal(web.printLikeOpt(src, ["domtree", "cycles"]), node.printLikeOpt(src, ["domtree", "cycles"]));
  assert.deepEqual(web.simulate(src, "ipdom"), node.simulate(src, "ipdom"));
  assert.throws(() => web.parse("a -> ,"), /^Error: 1:6: /);
});
