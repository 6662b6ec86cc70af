// Node's test runner against the nodejs build (bindings/npm/node, built by scripts/build-npm):
// each function returns what the `reconverge` CLI prints, errors are thrown with line:column.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const rc = require("../npm/node/reconverge.js");
const root = new URL("../../", import.meta.url);
const read = (p) => readFileSync(new URL(p, root), "utf8");

const diamond = "entry -> a, b\na -> exit\nb -> exit\nexit";

test("parse lists the format, functions and ordered successors", () => {
  const p = rc.parse(diamond);
  assert.equal(p.format, "compact");
  assert.equal(p.functions.length, 1);
  assert.deepEqual(p.functions[0].cfg[0], { name: "entry", succs: ["a", "b"], labels: ["T", "F"] });
  const ir = rc.parse(read("core/tests/modules/helper_first.amdgpu.O0.ll"));
  assert.equal(ir.format, "llvm-ir");
  assert.ok(ir.functions.length >= 2);
});

test("analyze returns the print --format json objects", () => {
  const [f] = rc.analyze(diamond, { passes: ["domtree", "postdomtree", "cycles"] });
  assert.equal(f.function, "cfg");
  assert.ok(f.domtree && f.postdomtree && f.cycles);
  assert.equal(f.uniformity, undefined);
  // Defaults: domtree, postdomtree, cycles, uniformity.
  const [g] = rc.analyze(diamond);
  assert.ok(g.uniformity);
  // A DFS order picks the cycle hierarchy of an irreducible CFG.
  const irr = "e -> a, b\na -> b\nb -> a, x\nx";
  const [h1] = rc.analyze(irr, { passes: ["cycles"] });
  const [h2] = rc.analyze(irr, { passes: ["cycles"], dfsOrder: "e: b a" });
  assert.notEqual(h1.cycles.cycles[0].header, h2.cycles.cycles[0].header);
  const all = rc.analyze(irr, { passes: ["cycles"], allDfsOrders: true });
  assert.ok(all[0].cycles);
});

test("printLikeOpt prints opt's text", () => {
  const t = rc.printLikeOpt(diamond, ["domtree"]);
  assert.match(t, /^DominatorTree for function: cfg/);
  assert.match(t, /\[1\] %entry \{4294967295,4294967295\} \[0\]/);
  assert.equal(rc.printLikeOpt(diamond, { passes: ["domtree"] }), t);
});

test("explain gives the reason chain", () => {
  const src = read("web/examples/reduce.ll");
  const [f] = rc.analyze(src, { passes: ["uniformity"] });
  const branch = f.uniformity.divergent_branches[0];
  assert.ok(branch);
  const e = rc.explain(src, branch.block.name);
  assert.throws(() => rc.explain(src, branch.block), TypeError);
  assert.equal(typeof e.text, "string");
  assert.ok(e.text.length > 0);
  assert.throws(() => rc.explain(src, "%no_such_value"), /no value or block named/);
});

test("converge returns the maximal converged-with tables", () => {
  const src = read("core/tests/convergence/nested_irreducible.cfg");
  const t = rc.converge(src);
  assert.deepEqual(t.thread_names, ["T1", "T2", "T3"]);
  assert.equal(t.threads.length, 3);
  assert.equal(t.column_blocks.length, t.num_columns);
  assert.ok(t.strict_partial_order);
  assert.ok(Array.isArray(t.notes));
  // Every hierarchy: one table each; exact m-convergence with LLVM's verdict beside it.
  const all = rc.converge(src, { allDfsOrders: true, naming: "Column", maxReasons: 2 });
  assert.ok(all.tables.length >= 2);
  assert.notDeepEqual(all.tables[0].threads, all.tables[1].threads);
  assert.ok(all.tables.every((x) => x.reasons.length <= 2));
  const m = rc.converge(src, { mConverged: true, maxPathLen: 8 });
  assert.equal(m.m_converged.depth, 8);
  assert.ok(m.m_converged.blocks.some((b) => !b.m_converged && b.witness));
  assert.ok(m.m_gap);
  // Explicit threads replace the file's; a DFS order picks the hierarchy.
  const two = rc.converge(src, { threads: ["Entry R S Exit", "Entry P Q R S Exit"], dfsOrder: "Entry: R P" });
  assert.deepEqual(two.thread_names.length, 2);
  assert.equal(two.dfs_order, "Entry: R P");
  assert.throws(() => rc.converge(diamond), /no threads/);
  assert.ok(rc.converge(diamond, { mConverged: true }).m_converged);
  assert.throws(() => rc.converge(src, { threads: ["Entry Nope"] }), /--thread 1/);
  assert.throws(() => rc.converge(src, { naming: "Sideways" }), /converge options/);
});

test("simulate runs the warp engine", () => {
  const src = read("web/examples/warp_kernel.cfg");
  const all = rc.simulate(src, "all");
  assert.equal(all.runs.length, 5);
  const ipdom = rc.simulate(src, { policy: "ipdom", timeline: 3 });
  assert.equal(ipdom.runs.length, 1);
  assert.equal(ipdom.runs[0].metrics.policy, "Ipdom");
  assert.throws(() => rc.simulate(diamond, "ipdom"), /no threads/);
});

test("ifConvert, dependences and run", () => {
  const ic = rc.ifConvert(read("core/tests/if_conversion/seed001.cfg"));
  assert.equal(typeof ic, "object");
  // The fields the TypeScript declarations (IfConversion, Dependences) promise.
  assert.deepEqual(Object.keys(ic).sort(), ["K", "K_init", "R", "back_edges_set_aside", "blocks", "code", "control_dependence", "function", "ipdom", "liveness", "region_exits", "scope", "true_predicate"]);
  assert.equal(ic.true_predicate, "p0");
  assert.equal(ic.scope, "Acyclic");
  const d = rc.dependences(read("core/tests/loops/seed002_interchange_legal.c"), { params: { N: 6 }, schedule: "S1[i, j] -> [0, j, 0, i, 0]; S2[i, j] -> [0, j, 0, i, 1]" });
  assert.deepEqual(Object.keys(d.dependences).sort(), ["anti", "flow", "output"]);
  const [a, ai, b, bi] = d.dependences.flow[0];
  assert.ok(typeof a === "string" && Array.isArray(ai) && typeof b === "string" && Array.isArray(bi));
  assert.deepEqual(Object.keys(d.statements[0]).sort(), ["instances", "iterators", "name"]);
  assert.equal(d.schedule.remedy, "legal");
  const r = rc.run(read("web/examples/imgvf_like.ll"));
  assert.ok(r.paths.length > 0);
  assert.ok(r.metrics.instructions > 0);
  assert.throws(() => rc.run(read("web/examples/imgvf_like.ll"), { maxInstructions: 10 }));
});

const hardware = new URL("../shared/hardware/", root);
test("hwCompare holds a GPU recording against the interpreter and every policy", { skip: !existsSync(new URL("recon.ll", hardware)) && "../shared/hardware is absent" }, () => {
  const ir = readFileSync(new URL("recon.ll", hardware), "utf8");
  const v = rc.hwCompare(readFileSync(new URL("k_nested.trace.json", hardware), "utf8"), ir);
  assert.equal(v.function, "k_nested");
  assert.equal(v.consistent, true);
  assert.equal(v.paths.identical, true);
  assert.equal(v.buffers.identical, true);
  const ipdom = v.policies.find((p) => p.policy === "ipdom");
  assert.equal(ipdom.instances, 567);
  assert.equal((100 * ipdom.agreement).toFixed(1), "91.9");
  assert.equal(ipdom.first_disagreements[0].block, "%19");
  assert.ok(v.policies.some((p) => p.policy === "ipdom-no-unreachable"));
  assert.throws(() => rc.hwCompare("{", ir), /hardware trace/);
});

test("errors are thrown with line and column", () => {
  assert.throws(() => rc.analyze("a -> b\nb -> "), (e) => {
    assert.ok(e instanceof Error);
    assert.equal(e.line, 2);
    assert.ok(e.col > 0);
    assert.match(e.message, /^2:\d+: expected/);
    return true;
  });
  assert.throws(() => rc.analyze(diamond, { function: "zz" }), (e) => e.line === 0 && e.message === "no function named `zz`");
  assert.throws(() => rc.analyze(diamond, { passes: ["nope"] }), /analyze options/);
});

test("version", () => {
  assert.equal(rc.version(), JSON.parse(read("bindings/npm/package.json")).version);
});
