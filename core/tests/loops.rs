//! Loop dependences (docs/LOOPS.md): the enumeration against isl (`islpy`: `compute_flow` for
//! value-based flow, relation composition for memory-based anti/output) on random affine nests
//! and our loop nests of six PolyBench/C algorithms (`web/examples/{gemm,atax,doitgen,lu,
//! jacobi-1d,seidel-2d}.c`, written here in the suite's style); against a direct interpreter of the C syntax tree and the
//! quadratic reference; the verdict against execution with symbolic values; generated code
//! parsed back and run; the seed's two remedies; the parser on mutated text.
//!
//! isl must be importable by `python3` (`pip install islpy`); set `RECONVERGE_SKIP_ISL=1` to
//! skip the isl comparisons on a machine without it.

use proptest::prelude::*;
use reconverge_core::loops::codegen;
use reconverge_core::loops::parser::{self, AssignOp, BinOp, Expr, Node};
use reconverge_core::loops::schedule::{ranks, Schedule, Verdict};
use reconverge_core::loops::scop::{Scop, DEFAULT_INSTANCE_LIMIT};
use reconverge_core::loops::{Dependences, LiveRanges, LoopAnalysis, Remedy};
use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::process::{Command, Stdio};

const KERNELS: [&str; 6] = ["gemm", "atax", "doitgen", "lu", "jacobi-1d", "seidel-2d"];
const SMALL: [(&str, i64); 9] = [
    ("NI", 4),
    ("NJ", 5),
    ("NK", 3),
    ("N", 6),
    ("M", 5),
    ("TSTEPS", 3),
    ("NR", 2),
    ("NQ", 3),
    ("NP", 4),
];

fn small() -> Vec<(String, i64)> {
    SMALL.iter().map(|(n, v)| (n.to_string(), *v)).collect()
}

/// One of our PolyBench-style loop nests (`web/examples/NAME.c`, also in the gallery); the tests
/// override its `#define` sizes with [`SMALL`].
fn kernel(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/../web/examples/{name}.c",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("kernel file")
}

/// A small deterministic generator (xorshift) for random affine nests.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random affine loop nest over arrays `A[·]`, `B[·][·]` and the scalar `s`, parameter `N`.
fn random_nest(seed: u64, perfect: bool) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut out = String::from("param N = 4;\n");
    let mut stmts = 0;
    fn body(
        r: &mut Rng,
        out: &mut String,
        its: &mut Vec<String>,
        depth: usize,
        stmts: &mut usize,
        perfect: bool,
    ) {
        let n = if perfect { 1 } else { 1 + r.below(2) };
        for _ in 0..n {
            let is_loop = its.len() < 3 && (its.is_empty() || r.below(3) > 0) && (depth < 3);
            if is_loop && !(perfect && its.len() >= 2 && r.below(2) == 0) {
                let it = ["i", "j", "k"][its.len()].to_string();
                let lb = match (r.below(4), its.last()) {
                    (1, _) => "1".to_string(),
                    (2, Some(o)) => o.clone(),
                    (3, Some(o)) if !perfect => format!("{o} + 1"),
                    _ => "0".to_string(),
                };
                let ub = match (r.below(4), its.last()) {
                    (1, _) => "N - 1".to_string(),
                    (2, Some(o)) if !perfect => format!("min(N, {o} + 2)"),
                    _ => "N".to_string(),
                };
                if r.below(5) == 0 && !perfect {
                    out.push_str(&format!(
                        "for (int {it} = {ub} - 1; {it} >= {lb}; {it}--) {{\n"
                    ));
                } else {
                    out.push_str(&format!("for (int {it} = {lb}; {it} < {ub}; {it}++) {{\n"));
                }
                its.push(it);
                body(r, out, its, depth + 1, stmts, perfect);
                its.pop();
                out.push_str("}\n");
            } else {
                *stmts += 1;
                let sub = |r: &mut Rng, its: &Vec<String>| -> String {
                    if its.is_empty() {
                        return r.below(3).to_string();
                    }
                    let it = &its[r.below(its.len() as u64) as usize];
                    match r.below(4) {
                        0 => format!("{it} + 1"),
                        1 => format!("{it} - 1"),
                        2 => "2".to_string(),
                        _ => it.clone(),
                    }
                };
                let acc = |r: &mut Rng, its: &Vec<String>| -> String {
                    match r.below(5) {
                        0 => "s".to_string(),
                        1 | 2 => format!("A[{}]", sub(r, its)),
                        _ => format!("B[{}][{}]", sub(r, its), sub(r, its)),
                    }
                };
                let guard = !perfect && its.len() >= 2 && r.below(5) == 0;
                if guard {
                    out.push_str(&format!("if ({} <= {} + 1)\n", its[0], its[1]));
                }
                let lhs = acc(r, its);
                let op = ["=", "+=", "=", "*="][r.below(4) as usize];
                let reads: Vec<String> = (0..r.below(3)).map(|_| acc(r, its)).collect();
                let rhs = if reads.is_empty() {
                    "1.0".to_string()
                } else {
                    reads.join(" + ")
                };
                out.push_str(&format!("{lhs} {op} {rhs};\n"));
            }
        }
    }
    body(&mut r, &mut out, &mut Vec::new(), 0, &mut stmts, perfect);
    if stmts == 0 {
        out.push_str("s = 1;\n");
    }
    out
}

type PairSet = BTreeSet<String>;

fn our_pairs(a: &LoopAnalysis, deps: &[reconverge_core::loops::Dep]) -> PairSet {
    deps.iter()
        .map(|d| {
            let (x, xi) = a.instance(d.source);
            let (y, yi) = a.instance(d.target);
            let f = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            format!("{x}[{}] -> {y}[{}]", f(xi), f(yi))
        })
        .collect()
}

/// Runs the isl oracle on many models at once; `None` when skipped.
fn isl(models: &[reconverge_core::loops::scop::IslModel]) -> Option<Vec<HashMap<String, PairSet>>> {
    let script = format!("{}/tests/loops/isl_oracle.py", env!("CARGO_MANIFEST_DIR"));
    let child = Command::new("python3")
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) if std::env::var_os("RECONVERGE_SKIP_ISL").is_some() => {
            eprintln!("skipping isl: {e}");
            return None;
        }
        Err(e) => {
            panic!("python3 is required for the isl oracle ({e}); or set RECONVERGE_SKIP_ISL=1")
        }
    };
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(serde_json::to_string(models).expect("json").as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("python3");
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        if std::env::var_os("RECONVERGE_SKIP_ISL").is_some() {
            eprintln!("skipping isl: {err}");
            return None;
        }
        panic!("isl oracle failed (pip install islpy, or set RECONVERGE_SKIP_ISL=1):\n{err}");
    }
    let v: Vec<HashMap<String, Vec<String>>> =
        serde_json::from_slice(&out.stdout).expect("oracle json");
    Some(
        v.into_iter()
            .map(|m| {
                m.into_iter()
                    .map(|(k, v)| (k, v.into_iter().collect()))
                    .collect()
            })
            .collect(),
    )
}

#[test]
fn isl_agrees_on_random_nests_and_polybench_style_kernels() {
    let mut analyses = Vec::new();
    let mut labels = Vec::new();
    for k in KERNELS {
        analyses
            .push(LoopAnalysis::analyze(&kernel(k), &small(), DEFAULT_INSTANCE_LIMIT).expect(k));
        labels.push(k.to_string());
    }
    for src in HANDWRITTEN {
        analyses.push(
            LoopAnalysis::analyze(src, &[], DEFAULT_INSTANCE_LIMIT)
                .unwrap_or_else(|e| panic!("{e}\n{src}")),
        );
        labels.push(src.to_string());
    }
    for seed in 0..60 {
        let src = random_nest(seed, seed % 3 == 0);
        let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT)
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        analyses.push(a);
        labels.push(src);
    }
    let models: Vec<_> = analyses
        .iter()
        .map(|a| a.scop.to_isl().expect("isl text"))
        .collect();
    let Some(results) = isl(&models) else { return };
    let mut pairs = [0usize; 3];
    for ((a, r), label) in analyses.iter().zip(&results).zip(&labels) {
        for (k, (name, deps)) in [
            ("flow", &a.dependences.flow),
            ("anti", &a.dependences.anti),
            ("output", &a.dependences.output),
        ]
        .into_iter()
        .enumerate()
        {
            let ours = our_pairs(a, deps);
            assert_eq!(
                ours,
                r[name],
                "{name} differs from isl on\n{label}\nisl model: {:?}",
                a.scop.to_isl()
            );
            pairs[k] += ours.len();
        }
    }
    eprintln!(
        "isl agrees on {} SCoPs ({} kernels + {} hand-written + 60 random): {} flow, {} anti, {} output pairs",
        analyses.len(),
        KERNELS.len(),
        HANDWRITTEN.len(),
        pairs[0],
        pairs[1],
        pairs[2]
    );
}

/// Direct interpreter of the parsed C (no polyhedral model): C loop semantics, subscripts
/// evaluated from the syntax tree. Returns per instance (statement index, iterators, read cells
/// as text, written cell as text).
fn interpret(
    src: &str,
    params: &HashMap<String, i64>,
) -> Vec<(usize, Vec<i64>, Vec<String>, String)> {
    let p = parser::parse(src).expect("parse");
    let mut vals = params.clone();
    for (n, v) in &p.values {
        vals.entry(n.clone()).or_insert(*v);
    }
    fn eval(e: &Expr, env: &HashMap<String, i64>) -> i64 {
        match e {
            Expr::Int(v, _) => *v,
            Expr::Name(n, _) => *env
                .get(n)
                .or_else(|| env.get(n.trim_start_matches("_PB_")))
                .unwrap_or_else(|| panic!("unbound {n}")),
            Expr::Unary('-', x, _) => -eval(x, env),
            Expr::Cast(_, x, _) => eval(x, env),
            Expr::Binary(op, a, b, _) => {
                let (x, y) = (eval(a, env), eval(b, env));
                match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Lt => (x < y) as i64,
                    BinOp::Le => (x <= y) as i64,
                    BinOp::Gt => (x > y) as i64,
                    BinOp::Ge => (x >= y) as i64,
                    BinOp::Eq => (x == y) as i64,
                    BinOp::And => (x != 0 && y != 0) as i64,
                    _ => panic!("op {op:?}"),
                }
            }
            Expr::Call(f, a, _) if f == "min" => {
                a.iter().map(|x| eval(x, env)).min().expect("args")
            }
            Expr::Call(f, a, _) if f == "max" => {
                a.iter().map(|x| eval(x, env)).max().expect("args")
            }
            Expr::Call(f, a, _) if f == "floord" => eval(&a[0], env).div_euclid(eval(&a[1], env)),
            Expr::Call(f, a, _) if f == "ceild" => {
                -(-eval(&a[0], env)).div_euclid(eval(&a[1], env))
            }
            other => panic!("not integer: {other:?}"),
        }
    }
    fn cell(e: &Expr, env: &HashMap<String, i64>) -> String {
        match e {
            Expr::Name(n, _) => n.clone(),
            Expr::Index(n, subs, _) => format!(
                "{n}{}",
                subs.iter()
                    .map(|s| format!("[{}]", eval(s, env)))
                    .collect::<String>()
            ),
            _ => panic!("not a cell"),
        }
    }
    fn reads(e: &Expr, env: &HashMap<String, i64>, its: &[String], out: &mut Vec<String>) {
        match e {
            Expr::Name(n, _)
                if !its.contains(n)
                    && !env.contains_key(n)
                    && !env.contains_key(n.trim_start_matches("_PB_")) =>
            {
                out.push(n.clone())
            }
            Expr::Index(..) => out.push(cell(e, env)),
            Expr::Call(_, a, _) => a.iter().for_each(|x| reads(x, env, its, out)),
            Expr::Unary(_, x, _) | Expr::Cast(_, x, _) => reads(x, env, its, out),
            Expr::Binary(_, a, b, _) => {
                reads(a, env, its, out);
                reads(b, env, its, out);
            }
            _ => {}
        }
    }
    #[allow(clippy::type_complexity)]
    fn run(
        nodes: &[Node],
        env: &mut HashMap<String, i64>,
        its: &mut Vec<String>,
        out: &mut Vec<(usize, Vec<i64>, Vec<String>, String)>,
        count: &mut usize,
    ) {
        for n in nodes {
            match n {
                Node::For(f) => {
                    let saved = env.get(&f.iterator).copied();
                    env.insert(f.iterator.clone(), eval(&f.init, env));
                    its.push(f.iterator.clone());
                    let start = *count;
                    while eval(&f.cond, env) != 0 {
                        *count = start;
                        run(&f.body, env, its, out, count);
                        *env.get_mut(&f.iterator).expect("it") += f.step;
                    }
                    its.pop();
                    match saved {
                        Some(v) => env.insert(f.iterator.clone(), v),
                        None => env.remove(&f.iterator),
                    };
                    *count = start + count_assigns(&f.body);
                }
                Node::If(i) => {
                    let start = *count;
                    if eval(&i.cond, env) != 0 {
                        run(&i.then, env, its, out, count);
                    }
                    *count = start + count_assigns(&i.then);
                    if eval(&i.cond, env) == 0 {
                        run(&i.otherwise, env, its, out, count);
                    }
                    *count = start + count_assigns(&i.then) + count_assigns(&i.otherwise);
                }
                Node::Assign(a) => {
                    let mut r = Vec::new();
                    if a.op != AssignOp::Set {
                        r.push(cell(&a.lhs, env));
                    }
                    reads(&a.rhs, env, its, &mut r);
                    let it_vals = its.iter().map(|x| env[x]).collect();
                    out.push((*count, it_vals, r, cell(&a.lhs, env)));
                    *count += 1;
                }
            }
        }
    }
    fn count_assigns(nodes: &[Node]) -> usize {
        nodes
            .iter()
            .map(|n| match n {
                Node::For(f) => count_assigns(&f.body),
                Node::If(i) => count_assigns(&i.then) + count_assigns(&i.otherwise),
                Node::Assign(_) => 1,
            })
            .sum()
    }
    let mut out = Vec::new();
    run(&p.nodes, &mut vals, &mut Vec::new(), &mut out, &mut 0);
    out
}

/// Quadratic dependences straight from the interpreter's trace.
fn trace_deps(tr: &[(usize, Vec<i64>, Vec<String>, String)]) -> [BTreeSet<(usize, usize)>; 3] {
    let mut r: [BTreeSet<(usize, usize)>; 3] = Default::default();
    for (x, a) in tr.iter().enumerate() {
        for (y, b) in tr.iter().enumerate().skip(x + 1) {
            if a.2.contains(&b.3) {
                r[1].insert((x, y));
            }
            if a.3 == b.3 {
                r[2].insert((x, y));
            }
            if b.2.contains(&a.3) && !tr[x + 1..y].iter().any(|m| m.3 == a.3) {
                r[0].insert((x, y));
            }
        }
    }
    r
}

fn check_against_interpreter(src: &str, params: &[(String, i64)]) {
    let a = LoopAnalysis::analyze(src, params, DEFAULT_INSTANCE_LIMIT)
        .unwrap_or_else(|e| panic!("{e}\n{src}"));
    let env: HashMap<String, i64> = a
        .scop
        .params
        .iter()
        .map(|p| (p.name.clone(), p.value))
        .collect();
    let tr = interpret(src, &env);
    assert_eq!(tr.len(), a.trace.instances.len(), "instance count\n{src}");
    for (k, (s, it, _, _)) in tr.iter().enumerate() {
        let (_, ours) = a.instance(reconverge_core::loops::InstanceId(k as u32));
        assert_eq!(
            a.trace.instances.stmt[k].index(),
            *s,
            "statement of instance {k}\n{src}"
        );
        assert_eq!(ours, &it[..], "iterators of instance {k}\n{src}");
    }
    let want = trace_deps(&tr);
    for (k, deps) in [
        &a.dependences.flow,
        &a.dependences.anti,
        &a.dependences.output,
    ]
    .into_iter()
    .enumerate()
    {
        let ours: BTreeSet<(usize, usize)> = deps
            .iter()
            .map(|d| (d.source.index(), d.target.index()))
            .collect();
        assert_eq!(ours, want[k], "kind {k}\n{src}");
    }
    let reference = Dependences::reference(&a.scop, &a.trace);
    assert_eq!(
        reference, a.dependences,
        "fast vs quadratic reference\n{src}"
    );
}

#[test]
fn polybench_style_kernels_match_the_interpreter() {
    for k in KERNELS {
        check_against_interpreter(&kernel(k), &small());
    }
    for src in HANDWRITTEN {
        check_against_interpreter(src, &[]);
    }
}

/// Hand-written SCoPs with the less common forms: steps other than ±1, `floord`/`ceild`,
/// `max` lower bounds, equalities, `else`, `int` declarations, labels, `#define`s.
const HANDWRITTEN: [&str; 4] = [
    "#define N 9\nfor (int i = 1; i < N; i += 2)\n  for (int j = max(0, i - 3); j <= floord(N + i, 2); j++)\n    A[i + j] = A[i + j - 2] + A[j];\n",
    "param N = 7;\nfor (i = N - 1; i >= 0; i -= 3) {\n  if (i <= 3) S9: s = A[i];\n  else B[i] = s;\n  for (j = ceild(i, 2); j < N; j++)\n    C[i][j] = s + C[i][j - 1];\n}\n",
    "#define M 5\n#define _PB_M M\nfor (i = 0; i < _PB_M; i++) {\n  double t = x[i] * 2;\n  for (j = i; j < _PB_M; j++)\n    if (j >= i + 1 && j <= M - 1)\n      if (j == i + 1) y[j] -= t * y[i];\n}\n",
    "param N = 6;\nfor (k = 0; k < N; k++)\n  for (i = k + 1; i < N; i++) {\n    A[i][k] /= A[k][k];\n    for (j = k + 1; j < N; j++)\n      A[i][j] -= A[i][k] * A[k][j];\n  }\n",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn random_nests_match_the_interpreter(seed in 0u64..1_000_000, perfect in any::<bool>()) {
        check_against_interpreter(&random_nest(seed, perfect), &[]);
    }

    /// When the verdict says legal (flow preserved, no live-range conflict), running the
    /// instances in the new order computes the same final memory (values as symbolic hashes).
    /// The fast conflict count equals the pairwise reference.
    #[test]
    fn legal_verdicts_preserve_the_results(seed in 0u64..1_000_000, perfect in any::<bool>(), which in 0usize..6) {
        let src = random_nest(seed, perfect);
        let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
        let sched = some_schedule(&a.scop, which, seed);
        let v = Verdict::compute(&a.scop, &a.trace, &a.dependences, &a.live_ranges, &sched);
        prop_assert_eq!(v.live_range_conflicts, Verdict::reference_conflicts(&a.live_ranges, &v.rank));
        let same = final_memory(&a, None) == final_memory(&a, Some(&v.rank));
        if v.remedy == Remedy::Legal {
            prop_assert!(same, "legal verdict but different results\n{}\n{}", src, sched.to_isl(&a.scop));
        }
        if v.all_preserved {
            prop_assert_eq!(v.remedy, Remedy::Legal);
        }
    }

    /// Generated code parses back and runs the same statement instances (same cells) in the
    /// order of the schedule.
    #[test]
    fn generated_code_runs_in_schedule_order(seed in 0u64..1_000_000, perfect in any::<bool>(), which in 0usize..6) {
        let src = random_nest(seed, perfect);
        let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
        let sched = some_schedule(&a.scop, which, seed);
        let code = match codegen::generate(&a.scop, &sched) {
            Ok(c) => c,
            Err(e) => { prop_assert!(false, "codegen failed: {}\n{}\n{}", e, src, sched.to_isl(&a.scop)); unreachable!() }
        };
        let text = format!("param N = 4;\n{code}");
        let b = match LoopAnalysis::analyze(&text, &[], DEFAULT_INSTANCE_LIMIT) {
            Ok(b) => b,
            Err(e) => { prop_assert!(false, "generated code does not parse: {}\n{}", e, text); unreachable!() }
        };
        let rank = ranks(&a.scop, &a.trace, &sched);
        let mut order: Vec<usize> = (0..a.trace.instances.len()).collect();
        order.sort_by_key(|&i| (rank[i], i));
        let sig = |x: &LoopAnalysis, i: usize| -> (String, Vec<String>) {
            let acc: Vec<String> = x.trace.accesses.iter().filter(|t| t.time / 2 == i as u32).map(|t| {
                let (arr, subs) = &x.trace.cells[t.cell as usize];
                x.scop.cell_text(*arr, subs)
            }).collect();
            (x.scop.statements[x.trace.instances.stmt[i].index()].name.clone(), acc)
        };
        let want: Vec<_> = order.iter().map(|&i| sig(&a, i)).collect();
        let got: Vec<_> = (0..b.trace.instances.len()).map(|i| sig(&b, i)).collect();
        prop_assert_eq!(got, want, "\n{}\n{}\n{}", src, sched.to_isl(&a.scop), code);
    }

    /// The parser never panics, on mutated kernels and random bytes.
    #[test]
    fn parser_never_panics(k in 0usize..6, cut in 0usize..2000, junk in "[ -~\n€é]{0,12}", seed in 0u64..1000) {
        let src = kernel(KERNELS[k]);
        let at = src.char_indices().map(|x| x.0).nth(cut % src.chars().count().max(1)).unwrap_or(0);
        let mutated = format!("{}{}{}", &src[..at], junk, &src[at..]);
        let _ = LoopAnalysis::analyze(&mutated, &small(), 20_000);
        let _ = LoopAnalysis::analyze(&random_nest(seed, false)[..(cut % 80).min(random_nest(seed, false).len())], &[], 20_000);
        let _ = parser::parse(&junk);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Schedule text: mutated valid schedules and random text never panic (errors or verdicts).
    #[test]
    fn schedules_never_panic(seed in 0u64..1_000_000, cut in 0usize..200, junk in "[ -~€]{0,10}", big in any::<bool>()) {
        let a = LoopAnalysis::analyze(&random_nest(seed, false), &[], DEFAULT_INSTANCE_LIMIT).unwrap();
        let mut text = Schedule::original(&a.scop).to_isl(&a.scop);
        if big {
            text = text.replace(", 0]", ", 4000000000000000000*i]").replace("0, ", "-9223372036854775807 + ");
        }
        let at = text.char_indices().map(|x| x.0).nth(cut % text.chars().count().max(1)).unwrap_or(0);
        let mutated = format!("{}{}{}", &text[..at], junk, &text[at..]);
        let _ = a.transform(&mutated);
        let _ = a.transform(&text);
        let _ = a.transform(&junk);
    }
}

/// A schedule from the helpers: original, interchange, reversal, skew, fission, or a mix.
fn some_schedule(scop: &Scop, which: usize, seed: u64) -> Schedule {
    let o = Schedule::original(scop);
    let maxd = scop
        .statements
        .iter()
        .map(|s| s.iterators.len())
        .max()
        .unwrap_or(0);
    let d = (seed as usize) % maxd.max(1);
    match which {
        0 => o,
        1 if maxd >= 2 => o.interchange(0, 1),
        2 if maxd >= 1 => o.reversal(d),
        3 if maxd >= 2 => o.skew(1, 0, 1),
        4 if !scop.loops.is_empty() => o.fission(scop, reconverge_core::loops::scop::LoopId(0), 1),
        5 if maxd >= 2 => o.interchange(0, 1).reversal(0),
        _ => o,
    }
}

/// Final memory after running the instances in `rank` order (original order when `None`),
/// each write storing a hash of the statement instance's identity and the values it read.
fn final_memory(a: &LoopAnalysis, rank: Option<&[u32]>) -> Vec<u64> {
    let n = a.trace.instances.len();
    let mut order: Vec<usize> = (0..n).collect();
    if let Some(r) = rank {
        order.sort_by_key(|&i| (r[i], i));
    }
    let mut per: Vec<Vec<(u32, bool)>> = vec![Vec::new(); n];
    for t in &a.trace.accesses {
        per[(t.time / 2) as usize].push((t.cell, t.time % 2 == 1));
    }
    let mut mem: Vec<u64> = (0..a.trace.cells.len() as u64)
        .map(|c| c.wrapping_mul(0x9E37_79B9))
        .collect();
    for i in order {
        let mut h: u64 = a.trace.instances.stmt[i].0 as u64 + 1;
        for &(c, w) in &per[i] {
            if !w {
                h = (h ^ mem[c as usize]).wrapping_mul(0x100_0000_01B3);
            }
        }
        for &(c, w) in &per[i] {
            if w {
                mem[c as usize] = h;
            }
        }
    }
    mem
}

fn example(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/loops/{name}", env!("CARGO_MANIFEST_DIR")))
        .expect("example")
}

/// The first line `// schedule: …` of an example file.
fn example_schedule(src: &str) -> String {
    src.lines()
        .find_map(|l| l.trim().strip_prefix("// schedule:"))
        .expect("schedule line")
        .trim()
        .to_string()
}

#[test]
fn seed_scalar_expansion_reproduces() {
    let src = example("seed002_scalar_expansion.c");
    let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform(&example_schedule(&src)).unwrap();
    assert!(t.verdict.flow_preserved);
    assert!(!t.verdict.all_preserved);
    assert!(t.verdict.live_range_conflicts > 0);
    assert_eq!(t.verdict.remedy, Remedy::ScalarExpansion);
    let rc = t.remedy_code.as_ref().expect("remedy code");
    assert!(
        rc.original_rewritten.contains("t_x[i]"),
        "{}",
        rc.original_rewritten
    );
    assert_eq!(t.remedy_verified, Some(true));
}

#[test]
fn seed_forward_substitution_reproduces() {
    let src = example("seed002_forward_substitution.c");
    let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform(&example_schedule(&src)).unwrap();
    assert!(t.verdict.flow_preserved);
    assert!(t.verdict.live_range_conflicts > 0);
    assert_eq!(t.verdict.remedy, Remedy::ForwardSubstitution);
    let rc = t.remedy_code.as_ref().expect("remedy code");
    assert!(
        rc.original_rewritten
            .contains("removed by forward substitution"),
        "{}",
        rc.original_rewritten
    );
    assert_eq!(t.remedy_verified, Some(true));
}

#[test]
fn seed_live_ranges_make_interchange_legal() {
    let src = example("seed002_interchange_legal.c");
    let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform(&example_schedule(&src)).unwrap();
    assert!(t.verdict.flow_preserved);
    assert!(
        !t.verdict.all_preserved,
        "anti/output dependences on t are violated"
    );
    assert_eq!(t.verdict.live_range_conflicts, 0);
    assert_eq!(t.verdict.remedy, Remedy::Legal);
}

#[test]
fn illegal_shows_the_first_violated_flow_dependence() {
    let src = kernel("seidel-2d");
    let a = LoopAnalysis::analyze(&src, &small(), DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform("S1[t,i,j] -> [0,t,0,-i,0,j,0]").unwrap();
    assert_eq!(t.verdict.remedy, Remedy::Illegal);
    let d = t.verdict.first_violated_flow.expect("violated");
    assert!(d.source < d.target);
}

#[test]
fn cli_json_has_the_issue_shape() {
    let src = example("seed002_scalar_expansion.c");
    let a = LoopAnalysis::analyze(&src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform(&example_schedule(&src)).unwrap();
    let j = a.issue_json(Some(&t));
    assert_eq!(j["statements"][0]["name"], "S1");
    assert_eq!(j["statements"][0]["iterators"][0], "i");
    assert_eq!(
        j["dependences"]["flow"][0],
        serde_json::json!(["S1", [0], "S2", [0]])
    );
    assert_eq!(j["schedule"]["remedy"], "scalar-expansion");
    assert!(a.issue_json(None).get("schedule").is_none());
}

#[test]
fn errors_name_line_column_and_what_is_not_affine() {
    let e = LoopAnalysis::analyze(
        "param N = 4;\nfor (i = 0; i < N; i++)\n  A[i*i] = 0;",
        &[],
        1000,
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 3:5: the subscript `i*i` is not affine: `i*i` multiplies two non-constant terms"
    );
    let e = LoopAnalysis::analyze("for (i = 0; i < N; i++) A[i] = 0;", &[], 1000).unwrap_err();
    assert!(e.to_string().contains("parameter `N` has no value"), "{e}");
    let e = LoopAnalysis::analyze(
        "param N = 1000;\nfor (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;",
        &[],
        1000,
    )
    .unwrap_err();
    assert!(
        e.to_string().contains("more than 1000 statement instances"),
        "{e}"
    );
    let e = LoopAnalysis::analyze(
        "param N = 4;\nfor (i = 0; i < N; i++) { k = i; A[k] = 0; }",
        &[],
        1000,
    )
    .unwrap_err();
    assert!(
        e.to_string().contains("`k` is a variable the code writes"),
        "{e}"
    );
}

#[test]
fn live_ranges_cover_every_read_once() {
    let a = LoopAnalysis::analyze(&kernel("atax"), &small(), DEFAULT_INSTANCE_LIMIT).unwrap();
    let lr = LiveRanges::compute(&a.trace);
    // Each flow dependence appears as (write, read) in exactly one range.
    let mut from_ranges: Vec<(u32, u32)> = lr
        .ranges
        .iter()
        .filter_map(|r| r.write.map(|w| r.reads.iter().map(move |x| (w.0, x.0))))
        .flatten()
        .collect();
    from_ranges.sort();
    from_ranges.dedup();
    let flow: Vec<(u32, u32)> = a
        .dependences
        .flow
        .iter()
        .map(|d| (d.source.0, d.target.0))
        .collect();
    assert_eq!(from_ranges, flow);
}

#[test]
fn schedule_errors_have_line_and_column() {
    let a = LoopAnalysis::analyze(
        &example("seed002_scalar_expansion.c"),
        &[],
        DEFAULT_INSTANCE_LIMIT,
    )
    .unwrap();
    let e = a
        .transform("S1[i] -> [0, i];\nS3[i] -> [1, i]")
        .unwrap_err();
    assert_eq!((e.line, e.col), (2, 1));
    assert!(e.message.contains("no statement `S3`"), "{}", e.message);
    let e = a
        .transform("S1[i] -> [0, i*i]; S2[i] -> [1, i]")
        .unwrap_err();
    assert!(e.message.contains("not affine"), "{}", e.message);
    let e = a.transform("S1[i] -> [0, i]").unwrap_err();
    assert!(e.message.contains("does not give S2"), "{}", e.message);
    let e = a
        .transform("S1[i, j] -> [0, i]; S2[i] -> [1, i]")
        .unwrap_err();
    assert!(e.message.contains("has 1 loop dimensions"), "{}", e.message);
    // isl-style wrapping and parameters are accepted.
    let t = a
        .transform("[N] -> { S1[i] -> [0, N - i]; S2[i] -> [1, i] }")
        .unwrap();
    assert_eq!(t.schedule, "S1[i] -> [0, -i + N]; S2[i] -> [1, i]");
}

#[test]
fn helpers_build_the_expected_schedules() {
    let a = LoopAnalysis::analyze(&kernel("gemm"), &small(), DEFAULT_INSTANCE_LIMIT).unwrap();
    let o = Schedule::original(&a.scop);
    assert_eq!(
        o.to_isl(&a.scop),
        "S1[i, j] -> [0, i, 0, j, 0]; S2[i, k, j] -> [0, i, 1, k, 0, j, 0]"
    );
    assert_eq!(
        o.interchange(1, 2).to_isl(&a.scop),
        "S1[i, j] -> [0, i, 0, j, 0]; S2[i, k, j] -> [0, i, 1, j, 0, k, 0]"
    );
    assert_eq!(
        o.reversal(0).to_isl(&a.scop),
        "S1[i, j] -> [0, -i, 0, j, 0]; S2[i, k, j] -> [0, -i, 1, k, 0, j, 0]"
    );
    assert_eq!(
        o.skew(1, 0, 1).to_isl(&a.scop),
        "S1[i, j] -> [0, i, 0, i + j, 0]; S2[i, k, j] -> [0, i, 1, i + k, 0, j, 0]"
    );
    let f = o.fission(&a.scop, reconverge_core::loops::scop::LoopId(0), 1);
    assert_eq!(
        f.to_isl(&a.scop),
        "S1[i, j] -> [0, i, 0, j, 0]; S2[i, k, j] -> [1, i, 1, k, 0, j, 0]"
    );
    // gemm's i-loop fission keeps flow dependences (S1 before all S2 of the same i).
    let t = a.transform_schedule(&f);
    assert!(t.verdict.flow_preserved);
    assert!(
        t.code.as_ref().unwrap().matches("for (int i").count() == 2,
        "{:?}",
        t.code
    );
}

#[test]
fn domains_in_isl_syntax() {
    let a = LoopAnalysis::analyze(&kernel("lu"), &small(), DEFAULT_INSTANCE_LIMIT).unwrap();
    assert_eq!(a.scop.domain_isl(reconverge_core::loops::StmtId(0)), "[N] -> { S1[i, j, k] : i >= 0 and i <= N - 1 and j >= 0 and j <= i - 1 and k >= 0 and k <= j - 1 }");
}

#[test]
fn detector_accepts_loops_and_rejects_the_other_inputs() {
    for k in KERNELS {
        assert!(
            reconverge_core::loops::looks_like_c_loops(&kernel(k)),
            "{k}"
        );
    }
    for f in [
        "seed002_scalar_expansion.c",
        "seed002_forward_substitution.c",
        "seed002_interchange_legal.c",
    ] {
        assert!(
            reconverge_core::loops::looks_like_c_loops(&example(f)),
            "{f}"
        );
    }
    let mut others = 0;
    for dir in [
        "tests/kernels",
        "tests/convergence",
        "tests/uniformity_cases",
        "tests/uniformity_kernels",
    ] {
        let Ok(rd) = std::fs::read_dir(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"))) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if matches!(
                p.extension().and_then(|x| x.to_str()),
                Some("ll" | "cfg" | "dot")
            ) {
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                assert!(
                    !reconverge_core::loops::looks_like_c_loops(&text),
                    "{}",
                    p.display()
                );
                others += 1;
            }
        }
    }
    assert!(others > 10, "found {others} other inputs");
}

#[test]
fn doitgen_with_r_innermost_needs_scalar_expansion_of_acc() {
    let a = LoopAnalysis::analyze(&kernel("doitgen"), &small(), DEFAULT_INSTANCE_LIMIT).unwrap();
    let t = a.transform("S1[r,q,p] -> [0,q,0,p,0,r,0]; S2[r,q,p,s] -> [0,q,0,p,1,s,0,r,0]; S3[r,q,p] -> [0,q,1,p,0,r,0]").unwrap();
    assert!(t.verdict.flow_preserved);
    assert_eq!(t.verdict.remedy, Remedy::ScalarExpansion);
    let rc = t.remedy_code.as_ref().unwrap();
    assert_eq!(rc.arrays, ["acc"]);
    assert!(
        rc.original_rewritten
            .contains("acc_x[r][q][p] = acc_x[r][q][p] + A[r][q][s] * W[s][p];"),
        "{}",
        rc.original_rewritten
    );
    assert_eq!(t.remedy_verified, Some(true));
    // Interchanging r and q instead is legal as is although anti/output dependences break.
    let t = a.transform("S1[r,q,p] -> [0,q,0,r,0,p,0]; S2[r,q,p,s] -> [0,q,0,r,0,p,1,s,0]; S3[r,q,p] -> [0,q,0,r,1,p,0]").unwrap();
    assert!(!t.verdict.all_preserved);
    assert_eq!(t.verdict.remedy, Remedy::Legal);
}
