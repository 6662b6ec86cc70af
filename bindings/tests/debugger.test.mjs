// The kernel debugger through the npm package (bindings/npm/node, built by scripts/build-npm):
// a session from IR text and inputs, steps, breakpoints with conditions, runs to the next
// divergence, step back, the values table and the memory view; the same answers as the
// library's tests (core/tests/debugger_session.rs, debugger_runs.rs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const rc = require("../npm/node/reconverge.js");
const root = new URL("../../", import.meta.url);
const read = (p) => readFileSync(new URL(p, root), "utf8");
const scale = read("core/tests/debugger_kernels/scale.O0.amdgcn.ll");
const localSum = read("core/tests/debugger_kernels/local_sum.O0.amdgcn.ll");
const val = (st, name) => st.lanes.find((l) => l.status === "running").vars.find((v) => v.name === name)?.value;

test("a session steps, stops at conditional breakpoints and steps back", () => {
  const s = new rc.DebugSession(scale);
  const start = s.state();
  assert.equal(start.reason, "Start");
  assert.deepEqual(start.work_item, [0, 0, 0]);
  assert.equal(start.lanes.length, 4);
  const st = s.step("instruction");
  assert.equal(st.position, start.position + 1);
  s.step();
  assert.equal(s.addBreakpoint({ line: 7, condition: "k == 2 && i % 2 == 1" }), 0);
  const hits = [];
  for (;;) {
    const h = s.runToBreakpoint();
    if (h.finished) break;
    assert.deepEqual(h.reason, { Breakpoint: 0 });
    hits.push([h.work_item[0], val(h, "acc")]);
  }
  assert.deepEqual(hits, [[1, "1"], [3, "3"], [5, "5"], [7, "7"]]);
  // Back two stops: the hit of work-item 5, the same state as before.
  const back = s.stepBack(2);
  assert.deepEqual(back.work_item, [5, 0, 0]);
  assert.deepEqual(s.runToBreakpoint().work_item, [7, 0, 0]);
  // The values table: `n` is uniform, `i` differs per lane.
  const table = s.valuesTable();
  assert.equal(table.find((r) => r.name === "n").uniform, "3");
  assert.deepEqual(s.breakpoints(), [{ at: { SourceLine: 7 }, work_item: null, condition: "k == 2 && i % 2 == 1" }]);
  assert.equal(s.removeBreakpoint(0), true);
  s.clearBreakpoints();
});

test("inputs, focus, divergence and the memory view", () => {
  const inputs = { global: [8], local: [4], args: [{ buffer: "i32", data: [0, 0] }, { buffer: "i32", data: [1, 2, 3, 4, 5, 6, 7, 8] }, { local_bytes: 16 }] };
  const s = new rc.DebugSession(localSum, { inputs });
  s.setFocus([1]);
  const d = s.runToDivergence();
  assert.ok(d.reason.Divergence !== undefined, JSON.stringify(d.reason));
  assert.deepEqual(d.work_item, [1, 0, 0]);
  assert.equal(d.lanes.find((l) => l.status === "running").source.line, 9);
  const r = s.runToReconvergence();
  assert.ok(r.reason.Reconvergence !== undefined);
  const regions = s.memoryRegions().map((x) => x.name);
  // Buffers, `local` and its typed parameter, `private` and the focused work-item's allocas.
  assert.deepEqual(regions, ["out", "in", "local", "tile", "private", "private:out", "private:in", "private:tile", "lid", "gid", "size", "stride", "mine", "other"]);
  const tile = s.memory("tile", 0, 4);
  assert.equal(tile.region.elem, "int");
  assert.deepEqual(tile.elements.map((e) => e.value), ["4", "6", "3", "4"]);
  assert.equal(s.memory("lid", 0, 1).elements[0].value, "1");
  const page = s.memory("local", 0, 4);
  assert.deepEqual(page.elements.map((e) => e.value), ["4", "6", "3", "4"]);
  assert.deepEqual(page.elements[1].writer.work_item, [1, 0, 0]);
  assert.equal(page.elements[1].writer.line, 12);
  assert.deepEqual(s.memory("in", 6, 10).elements.map((e) => e.value), ["7", "8"]);
  assert.deepEqual(s.memory("local", 4, 2, "u8").elements.map((e) => e.value), ["6", "0"]);
  // The stopped warp's lanes, as the state has them; a warp that is not there throws.
  assert.deepEqual(s.warpLanes(r.warp), r.lanes);
  assert.throws(() => s.warpLanes(r.warp + 1), /warp/);
});

test("lockStep runs each warp's lanes together", () => {
  const lanesAt = (opts) => {
    const s = new rc.DebugSession(scale, opts);
    const st = s.step("line");
    return new Set(st.lanes.map((l) => l.instruction)).size;
  };
  assert.equal(lanesAt({ lockStep: true }), 1);
  assert.ok(lanesAt({}) > 1);
});

test("errors carry line and column", () => {
  const s = new rc.DebugSession(scale);
  assert.throws(() => s.addBreakpoint({ line: 7, condition: "k == " }), (e) => e.col === 6 && /column 6/.test(e.message));
  assert.throws(() => s.addBreakpoint({ line: 7, irLine: 3 }), /exactly one/);
  assert.throws(() => s.setFocus([99]), /outside the NDRange/);
  assert.throws(() => s.memory("nosuch", 0, 1), /nosuch/);
  assert.throws(() => s.step("word"), /instruction/);
  assert.throws(() => new rc.DebugSession("define void @f() {\nentry:\n  bogus\n}\n"), (e) => e.line > 0 && e.col > 0);
});
