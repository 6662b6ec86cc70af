//! `Program::default_function` and `Program::outline` (issue 8: a module opens on its kernel,
//! and picking a function scrolls the editor to it) on real clang output and hand-written
//! modules.

use reconverge_core::input::{self, Format, Program};

fn parse(path: &str) -> (String, Program) {
    let src = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let p = input::parse(&src, None).unwrap();
    (src, p)
}

fn default_name(p: &Program) -> &str {
    p.functions[p.default_function()].name()
}

#[test]
fn opens_on_the_kernel_after_a_helper_amdgpu() {
    // clang-19 OpenCL at -O0: `clamp_index` (a multi-block helper) is defined first.
    let (src, p) = parse("tests/modules/helper_first.amdgpu.O0.ll");
    assert_eq!(p.functions[0].name(), "clamp_index");
    assert_eq!(default_name(&p), "blur");
    let o = p.outline(&src);
    assert_eq!(
        o.iter()
            .map(|f| (f.name.as_str(), f.is_kernel))
            .collect::<Vec<_>>(),
        [("clamp_index", false), ("blur", true)]
    );
    for f in &o {
        let text = &src[f.span.start as usize..f.span.end as usize];
        assert!(text.starts_with("define "), "{text}");
        assert!(text.ends_with('}'), "{text}");
        assert!(text.contains(&format!("@{}(", f.name)));
        assert_eq!(
            src.lines().nth(f.line as usize - 1).unwrap(),
            text.lines().next().unwrap()
        );
    }
    assert_eq!((o[0].line, o[1].line), (9, 46));
}

#[test]
fn opens_on_the_kernel_after_a_helper_nvvm_annotations() {
    // clang-19 CUDA for NVPTX: no kernel calling convention, `!nvvm.annotations` says `kernel`.
    let (src, p) = parse("tests/modules/helper_first.nvptx.O1.ll");
    assert_eq!(default_name(&p), "_Z4blurPKfPfi");
    assert_eq!(p.default_function(), 1);
    let o = p.outline(&src);
    assert_eq!((o[0].line, o[1].line), (13, 23));
}

#[test]
fn real_kernels_open_on_their_kernel() {
    for (path, name) in [
        ("tests/kernels/handwritten.ll", "kernel"),
        ("tests/kernels/reduce.O2.ll", "reduce"),
        ("tests/kernels/irreducible.O0.ll", "irreducible"),
        ("../web/examples/loops.ll", "find_first"),
        ("../web/examples/reduce.ll", "reduce"),
    ] {
        let (src, p) = parse(path);
        assert_eq!(p.format, Format::LlvmIr);
        assert_eq!(default_name(&p), name, "{path}");
        // Spans are disjoint and in order, each one `define … }`.
        let o = p.outline(&src);
        for w in o.windows(2) {
            assert!(w[0].span.end <= w[1].span.start, "{path}");
        }
        for f in &o {
            let text = &src[f.span.start as usize..f.span.end as usize];
            assert!(
                text.starts_with("define ") && text.ends_with('}'),
                "{path}: {text}"
            );
        }
    }
}

#[test]
fn without_kernels_the_largest_function_opens() {
    let src = "define void @tiny() {\n  ret void\n}\n\ndefine void @big(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n\ndefine void @also_big(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n";
    let p = input::parse(src, None).unwrap();
    assert_eq!(default_name(&p), "big");
    let o = p.outline(src);
    assert_eq!(
        o.iter().map(|f| (f.blocks, f.line)).collect::<Vec<_>>(),
        [(1, 1), (3, 5), (3, 14)]
    );
    assert_eq!(
        &src[o[0].span.start as usize..o[0].span.end as usize],
        "define void @tiny() {\n  ret void\n}"
    );
}

#[test]
fn a_helper_first_module_opens_on_its_kernel() {
    // The first function is a one-block helper; the kernel (spir_kernel) comes second, and a
    // struct constant with braces sits in the helper.
    let src = "define { i32, i32 } @helper() {\n  ret { i32, i32 } { i32 1, i32 2 }\n}\n\ndefine spir_kernel void @k(i1 %c) {\nentry:\n  br i1 %c, label %t, label %e\nt:\n  br label %e\ne:\n  ret void\n}\n";
    let p = input::parse(src, None).unwrap();
    assert_eq!(p.default_function(), 1);
    let o = p.outline(src);
    assert!(src[o[0].span.start as usize..o[0].span.end as usize].ends_with("i32 2 }\n}"));
    assert_eq!(o[1].line, 5);
}

#[test]
fn graphs_are_one_function_spanning_the_text() {
    let src = "a -> b, c\nb -> c\nc";
    let p = input::parse(src, None).unwrap();
    assert_eq!(p.default_function(), 0);
    let o = p.outline(src);
    assert_eq!(
        (o[0].span.start, o[0].span.end, o[0].line, o[0].is_kernel),
        (0, src.len() as u32, 1, false)
    );
}
