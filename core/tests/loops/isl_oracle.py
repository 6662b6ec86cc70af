#!/usr/bin/env python3
"""isl oracle for the loop dependence tests (docs/LOOPS.md).

Reads a JSON list of models {domain, reads, writes, schedule} (isl text, parameters fixed) on
stdin and writes, per model, {flow, anti, output}: sorted lists of "S1[0, 1] -> S2[0, 1, 0]".
- flow: isl compute_flow (value-based, must sources = writes, sinks = reads);
- anti: (reads . writes^-1) restricted to schedule(read) < schedule(write);
- output: (writes . writes^-1) restricted to schedule(w1) < schedule(w2).
"""
import json
import sys

import islpy as isl


def pairs(umap):
    out = []

    def each_map(m):
        def each_point(p):
            pass

        # enumerate points of the wrapped relation
        s = m.wrap()

        def point(p):
            sp = p.get_space()
            n = sp.dim(isl.dim_type.set)
            vals = [p.get_coordinate_val(isl.dim_type.set, i).to_python() for i in range(n)]
            nin = m.dim(isl.dim_type.in_)
            a = m.get_tuple_name(isl.dim_type.in_)
            b = m.get_tuple_name(isl.dim_type.out)
            out.append("%s[%s] -> %s[%s]" % (a, ", ".join(map(str, vals[:nin])), b, ", ".join(map(str, vals[nin:]))))

        s.foreach_point(point)

    umap.foreach_map(each_map)
    return sorted(out)


def main():
    models = json.load(sys.stdin)
    ctx = isl.Context()
    results = []
    for m in models:
        dom = isl.UnionSet.read_from_str(ctx, m["domain"])
        reads = isl.UnionMap.read_from_str(ctx, m["reads"]).intersect_domain(dom)
        writes = isl.UnionMap.read_from_str(ctx, m["writes"]).intersect_domain(dom)
        sched = isl.UnionMap.read_from_str(ctx, m["schedule"]).intersect_domain(dom)
        info = isl.UnionAccessInfo.from_sink(reads).set_must_source(writes).set_schedule_map(sched)
        flow = info.compute_flow().get_must_dependence()
        before = sched.lex_lt_union_map(sched)
        anti = reads.apply_range(writes.reverse()).intersect(before)
        output = writes.apply_range(writes.reverse()).intersect(before)
        results.append({"flow": pairs(flow), "anti": pairs(anti), "output": pairs(output)})
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
