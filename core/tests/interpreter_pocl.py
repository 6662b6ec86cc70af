#!/usr/bin/python3
"""Runs OpenCL C kernels on POCL (the CPU OpenCL implementation) via pyopencl: the oracle of
core/tests/interpreter_pocl.rs. stdin: a JSON list of jobs
  {"source": PATH, "kernel": NAME, "global": [..], "local": [..],
   "args": [{"buffer": "f32", "data": [...]} | {"local_bytes": N} | {"scalar": "i32", "value": v}]}
stdout: a JSON list, per job {"buffers": [[...] | null, ...]} or {"error": "..."}."""
import json
import sys

import numpy as np
import pyopencl as cl

DT = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32,
      "i64": np.int64, "u64": np.uint64, "f32": np.float32, "f64": np.float64}


def run(ctx, queue, job):
    src = open(job["source"]).read()
    prg = cl.Program(ctx, src).build(options=["-cl-std=CL2.0"])
    k = getattr(prg, job["kernel"])
    mf = cl.mem_flags
    args, bufs = [], []
    for a in job["args"]:
        if "buffer" in a:
            host = np.array(a["data"], dtype=DT[a["buffer"]])
            if host.size == 0:
                host = np.zeros(1, dtype=DT[a["buffer"]])
            d = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
            args.append(d)
            bufs.append((d, host))
        elif "local_bytes" in a:
            args.append(cl.LocalMemory(max(1, a["local_bytes"])))
            bufs.append(None)
        else:
            args.append(DT[a["scalar"]](a["value"]))
            bufs.append(None)
    k(queue, tuple(job["global"]), tuple(job["local"]), *args)
    out = []
    for b in bufs:
        if b is None:
            out.append(None)
        else:
            cl.enqueue_copy(queue, b[1], b[0])
            out.append(b[1].tolist())
    queue.finish()
    return {"buffers": out}


def main():
    jobs = json.load(sys.stdin)
    ctx = cl.Context(dev_type=cl.device_type.ALL)
    queue = cl.CommandQueue(ctx)
    res = []
    for j in jobs:
        try:
            res.append(run(ctx, queue, j))
        except Exception as e:  # noqa: BLE001 - reported to the Rust test
            res.append({"error": str(e)})
    json.dump(res, sys.stdout)


if __name__ == "__main__":
    main()
