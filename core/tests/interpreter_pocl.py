#!/usr/bin/python3
"""Runs OpenCL C kernels on POCL (the CPU OpenCL implementation) via pyopencl: the oracle of
core/tests/interpreter_pocl.rs. stdin: a JSON list of jobs
  {"source": PATH, "kernel": NAME, "global": [..], "local": [..],
   "args": [{"buffer": "f32", "data": [...]} | {"local_bytes": N} | {"scalar": "i32", "value": v}
            | {"bytes": [b, ...]}  (a struct or vector by value, laid out by the caller)]}
stdout: a JSON list, per job {"buffers": [[...] | null, ...], "printf": "TEXT"} or
{"error": "..."}. The kernel's printf output (POCL writes it to file descriptor 1) is captured
into a temporary file while the kernel runs."""
import ctypes
import json
import os
import sys
import tempfile

import numpy as np
import pyopencl as cl

DT = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32,
      "i64": np.int64, "u64": np.uint64, "f32": np.float32, "f64": np.float64}
LIBC = ctypes.CDLL(None)


def run(ctx, queue, job):
    src = open(job["source"]).read()
    # POCL 3.1's CPU device has OpenCL C 1.2 and no generic address space: its CL2.0 mode
    # lacks the global/local overloads of vloadN, vload_half, modf, … A kernel that needs
    # them says `// pocl-options: -cl-std=CL1.2`.
    options = ["-cl-std=CL2.0"]
    for line in src.splitlines():
        if line.startswith("// pocl-options:"):
            options = line.split(":", 1)[1].split()
    prg = cl.Program(ctx, src).build(options=options)
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
        elif "bytes" in a:
            args.append(bytes(a["bytes"]))
            bufs.append(None)
        else:
            args.append(DT[a["scalar"]](a["value"]))
            bufs.append(None)
    sys.stdout.flush()
    LIBC.fflush(None)
    saved = os.dup(1)
    with tempfile.TemporaryFile() as cap:
        os.dup2(cap.fileno(), 1)
        try:
            k(queue, tuple(job["global"]), tuple(job["local"]), *args)
            queue.finish()
            LIBC.fflush(None)
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        cap.seek(0)
        printed = cap.read().decode("utf-8", "replace")
    out = []
    for b in bufs:
        if b is None:
            out.append(None)
        else:
            cl.enqueue_copy(queue, b[1], b[0])
            out.append(b[1].tolist())
    queue.finish()
    return {"buffers": out, "printf": printed}


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
