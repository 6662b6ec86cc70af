//! One test per canonicalisation rule (expected texts are opt-22's, checked by hand with
//! `opt-22 -passes='print<uniformity>'`), the helpers against slow references, and a
//! no-panic property on mutated modules.

use super::*;
use crate::ir::parse_module;
use proptest::prelude::*;

/// Every instruction of every function of `src`, re-printed, one per line.
fn printed(src: &str) -> Vec<String> {
    let m = parse_module(src).expect("parses");
    let mut out = Vec::new();
    for f in &m.functions {
        for i in 0..f.insts.len() {
            out.push(inst_text(src, f, InstId(i as u32)).into_owned());
        }
    }
    out
}

fn has(src: &str, want: &str) {
    let p = printed(src);
    assert!(p.iter().any(|l| l == want), "no `{want}` in\n{}", p.join("\n"));
}

const AMDGPU: &str = "target triple = \"amdgcn-amd-amdhsa\"\n";

#[test]
fn canonical_text_is_borrowed() {
    let src = format!("{AMDGPU}define void @f(ptr addrspace(1) %p, i32 %x) {{\n  store i32 %x, ptr addrspace(1) %p, align 4\n  ret void\n}}\n");
    let m = parse_module(&src).unwrap();
    let f = &m.functions[0];
    assert!(matches!(inst_text(&src, f, InstId(0)), Cow::Borrowed(_)));
    assert_eq!(inst_text(&src, f, InstId(9)), "");
}

#[test]
fn layout_comments_spaces_and_inline_asm_commas() {
    let src = format!("{AMDGPU}define i32 @f(i32 %x) {{\n  %a = call i32 asm \"; def $0\",\"=s,v\"(i32 %x)   ; note\n  %b = add   i32 %a,\n      1\n  ret i32 %b\n}}\n");
    has(&src, "%a = call i32 asm \"; def $0\", \"=s,v\"(i32 %x)");
    has(&src, "%b = add i32 %a, 1");
}

#[test]
fn phi_brackets_and_switch_lines() {
    let src = format!(
        "{AMDGPU}define void @f(i32 %x) {{\nentry:\n  switch i32 %x, label %a [ i32 1, label %b\n i32 2, label %a ]\na:\n  %p = phi i32 [%x, %entry], [0, %b]\n  ret void\nb:\n  br label %a\n}}\n"
    );
    has(&src, "%p = phi i32 [ %x, %entry ], [ 0, %b ]");
    has(&src, "switch i32 %x, label %a [\n    i32 1, label %b\n    i32 2, label %a\n  ]");
}

#[test]
fn local_numbers_recounted_and_names_reescaped() {
    // Source numbers skip (`%5`, block `4`); opt numbers 0, 1, 2, … and escapes `\5C` as `\\`.
    let src = format!("{AMDGPU}define void @f(ptr %out, i1 %c) {{\n  br i1 %c, label %4, label %\"q\\5Cz\"\n4:\n  %5 = add i32 1, 2\n  store i32 %5, ptr %out, align 4\n  br label %\"q\\5Cz\"\n\"q\\5Cz\":\n  ret void\n}}\n");
    has(&src, "br i1 %c, label %1, label %\"q\\\\z\"");
    has(&src, "%2 = add i32 1, 2");
    has(&src, "store i32 %2, ptr %out, align 4");
}

#[test]
fn metadata_numbered_per_function_and_attachments_sorted_by_kind() {
    // Named metadata first (!0, !1), then this function's attachments in instruction order,
    // each node before its operands; `!nontemporal` (kind 9) before the custom `!foo`.
    let src = format!(
        "{AMDGPU}define void @a(ptr %p) {{\n  store i32 0, ptr %p, align 4, !tbaa !7\n  ret void\n}}\ndefine void @b(ptr %p) {{\n  store i32 0, ptr %p, align 4, !tbaa !11, !foo !30, !nontemporal !26\n  store i32 0, ptr %p, align 4, !tbaa !7\n  ret void\n}}\n!llvm.module.flags = !{{!0, !1}}\n!0 = !{{i32 1, !\"wchar_size\", i32 4}}\n!1 = !{{i32 7, !\"frame-pointer\", i32 2}}\n!7 = !{{!8, !8, i64 0}}\n!8 = !{{!\"int\", !9, i64 0}}\n!9 = !{{!\"omnipotent char\", !10, i64 0}}\n!10 = !{{!\"Simple C/C++ TBAA\"}}\n!11 = !{{!12, !12, i64 0}}\n!12 = !{{!\"float\", !9, i64 0}}\n!26 = !{{i32 1}}\n!30 = !{{!31}}\n!31 = !{{}}\n"
    );
    let p = printed(&src);
    assert_eq!(p[0], "store i32 0, ptr %p, align 4, !tbaa !2");
    assert_eq!(p[2], "store i32 0, ptr %p, align 4, !tbaa !2, !nontemporal !6, !foo !7");
    assert_eq!(p[3], "store i32 0, ptr %p, align 4, !tbaa !9");
}

#[test]
fn metadata_of_global_variables_and_function_attachments_come_first() {
    let src = format!(
        "{AMDGPU}@g = addrspace(1) global i32 0, !foo !40\ndefine void @a(ptr %p) !zzz !22 {{\n  %l = load i32, ptr %p, align 4, !range !20\n  ret void\n}}\n!20 = !{{i32 0, i32 64}}\n!22 = !{{i32 2}}\n!40 = !{{i32 40}}\n"
    );
    has(&src, "%l = load i32, ptr %p, align 4, !range !2");
}

#[test]
fn debug_info_operands_in_llvm_operand_order() {
    // `DISubprogram` numbers `file` before `scope`, `type`, `unit`, `retainedNodes`.
    let src = format!(
        "{AMDGPU}define void @f() !dbg !5 {{\n  ret void, !dbg !9\n}}\n!llvm.dbg.cu = !{{!0}}\n!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)\n!1 = !DIFile(filename: \"a.cl\", directory: \"/\")\n!2 = !DIFile(filename: \"b.cl\", directory: \"/\")\n!5 = distinct !DISubprogram(name: \"f\", scope: !2, file: !1, type: !6, unit: !0)\n!6 = !DISubroutineType(types: !7)\n!7 = !{{null}}\n!9 = !DILocation(line: 1, scope: !5)\n"
    );
    // !0 CU, !1 file, then !5 → 2, file done, scope !2 → 3, type !6 → 4, !7 → 5, then !9 → 6.
    has(&src, "ret void, !dbg !6");
}

#[test]
fn attribute_groups_renumbered_like_the_slot_tracker() {
    // Function sets in module order (#3 → #0, #4 → #1; the intrinsic's own set → #2), then
    // call-site sets (#5 → #3); `readnone` is `memory(none)`; #6 equals #4.
    let src = format!(
        "{AMDGPU}define void @a() #3 {{\n  call void @ext() #5\n  %t = call i32 @llvm.amdgcn.workitem.id.x() #6\n  ret void\n}}\ndeclare void @ext() #4\ndeclare i32 @llvm.amdgcn.workitem.id.x()\nattributes #3 = {{ nounwind }}\nattributes #4 = {{ convergent }}\nattributes #5 = {{ nounwind readnone }}\nattributes #6 = {{ convergent }}\n"
    );
    has(&src, "call void @ext() #3");
    has(&src, "%t = call i32 @llvm.amdgcn.workitem.id.x() #1");
}

#[test]
fn undefined_attribute_groups_print_nothing() {
    let src = format!("{AMDGPU}define void @a() {{\n  call void @ext() #7\n  ret void\n}}\ndeclare void @ext()\n");
    has(&src, "call void @ext()");
}

#[test]
fn result_equals_sign_is_spaced() {
    let src = format!("{AMDGPU}define i32 @a(i32 %x) {{\nB:\n  %y= add i32 %x, 1\n  %z =add i32 %y, 1\n  %p= phi i32 [%x, %B]\n  ret i32 %z\n}}\n");
    has(&src, "%y = add i32 %x, 1");
    has(&src, "%z = add i32 %y, 1");
    has(&src, "%p = phi i32 [ %x, %B ]");
}

#[test]
fn intrinsic_names_remangled_from_declared_types() {
    let src = format!(
        "{AMDGPU}define void @f(i32 %x, float %y) {{\n  %a = call i32 @llvm.amdgcn.readfirstlane(i32 %x)\n  %b = call i64 @llvm.amdgcn.icmp.i32(i32 %x, i32 0, i32 33)\n  %c = call i64 @llvm.amdgcn.fcmp.i32(float %y, float %y, i32 33)\n  %d = call i32 @llvm.amdgcn.workitem.id.x()\n  ret void\n}}\ndeclare i32 @llvm.amdgcn.readfirstlane(i32)\ndeclare i64 @llvm.amdgcn.icmp.i32(i32, i32, i32)\ndeclare i64 @llvm.amdgcn.fcmp.i32(float, float, i32)\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n"
    );
    has(&src, "%a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)");
    has(&src, "%b = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %x, i32 0, i32 33)");
    has(&src, "%c = call i64 @llvm.amdgcn.fcmp.i64.f32(float %y, float %y, i32 33)");
    has(&src, "%d = call i32 @llvm.amdgcn.workitem.id.x()");
}

#[test]
fn struct_results_mangle_by_their_elements() {
    // opt-22: the overloaded result `rK` of an intrinsic with several results is element K of
    // the literal struct it returns (core/tests/upgrade/families/struct_result_mangling.ll).
    let src = format!(
        "{AMDGPU}define void @f(i32 %x, float %y) {{\n  %a = call {{ i32, i1 }} @llvm.umul.with.overflow.i32(i32 %x, i32 15)\n  %b = call {{ i32, i1 }} @llvm.uadd.with.overflow(i32 %x, i32 %x)\n  %c = call {{ float, i32 }} @llvm.frexp.f32.i32(float %y)\n  ret void\n}}\ndeclare {{ i32, i1 }} @llvm.umul.with.overflow.i32(i32, i32)\ndeclare {{ i32, i1 }} @llvm.uadd.with.overflow(i32, i32)\ndeclare {{ float, i32 }} @llvm.frexp.f32.i32(float)\n"
    );
    has(&src, "%a = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %x, i32 15)");
    has(&src, "%b = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %x, i32 %x)");
    has(&src, "%c = call { float, i32 } @llvm.frexp.f32.i32(float %y)");
}

#[test]
fn old_lifetime_markers_rebuilt_or_deleted() {
    // opt-22 (core/tests/upgrade/families/lifetime_markers_amdgpu.ll): the size goes, the
    // marker is mangled on the alloca it strips to; on a non-alloca it is deleted.
    let src = format!(
        "{AMDGPU}define void @f(ptr addrspace(5) %q) {{\n  %a = alloca [4 x i32], align 4, addrspace(5)\n  %g = addrspacecast ptr addrspace(5) %a to ptr\n  tail call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %g) #0\n  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %q)\n  ret void\n}}\ndeclare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)\ndeclare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture)\nattributes #0 = {{ nounwind }}\n"
    );
    has(&src, "call void @llvm.lifetime.start.p5(ptr addrspace(5) %a)");
    let m = parse_module(&src).expect("parses");
    let f = &m.functions[0];
    assert!(!folded_away(f, InstId(2)));
    assert!(folded_away(f, InstId(3)));
}

#[test]
fn integer_and_boolean_constants() {
    let src = format!(
        "{AMDGPU}define void @f(i32 %x, i1 %b) {{\nentry:\n  %a = add i32 %x, 4294967295\n  %c = icmp eq i1 %b, 1\n  %s = select i1 1, i32 0, i32 %x\n  %v = insertelement <2 x i8> <i8 255, i8 1>, i8 200, i32 0\n  br i1 0, label %t, label %t\nt:\n  ret void\n}}\n"
    );
    has(&src, "%a = add i32 %x, -1");
    has(&src, "%c = icmp eq i1 %b, true");
    has(&src, "%s = select i1 true, i32 0, i32 %x");
    has(&src, "%v = insertelement <2 x i8> <i8 -1, i8 1>, i8 -56, i32 0");
    has(&src, "br i1 false, label %t, label %t");
}

#[test]
fn float_constants() {
    let src = format!(
        "{AMDGPU}define void @f(float %f, double %d, half %h, bfloat %g) {{\n  %a = fadd float %f, 0.5\n  %b = fadd double %d, 0.1\n  %c = fadd double %d, 0x3FF0000000000000\n  %e = fadd float %f, 0x3FB99999A0000000\n  %k = fmul half %h, 1.5\n  %m = fadd double %d, -0.0\n  %n = fadd bfloat %g, 1.0\n  ret void\n}}\n"
    );
    has(&src, "%a = fadd float %f, 5.000000e-01");
    has(&src, "%b = fadd double %d, 1.000000e-01");
    has(&src, "%c = fadd double %d, 1.000000e+00");
    has(&src, "%e = fadd float %f, 0x3FB99999A0000000");
    has(&src, "%k = fmul half %h, 0xH3E00");
    has(&src, "%m = fadd double %d, -0.000000e+00");
    has(&src, "%n = fadd bfloat %g, 0xR3F80");
}

#[test]
fn doubles_print_as_apfloat_does() {
    // opt-22's texts for these doubles (written as hex bit patterns): `APFloat::toString`
    // truncates to ~20 bits before rounding, so 1e-7 and 1.234567 do not read back.
    for (v, want) in [
        (1e-7, "0x3E7AD7F29ABCAF48"),
        (0.3, "3.000000e-01"),
        (1.0 / 3.0, "0x3FD5555555555555"),
        (123456.7, "0x40FE240B33333333"),
        (1.0000005, "0x3FF000008637BD06"),
        (2.5e-5, "2.500000e-05"),
        (0.1, "1.000000e-01"),
        (1e-300, "1.000000e-300"),
        (1.234567, "0x3FF3C0C9539B8887"),
        (5e-324, "4.940660e-324"),
        (f64::MAX, "0x7FEFFFFFFFFFFFFF"),
        (3.0, "3.000000e+00"),
        (100.0, "1.000000e+02"),
        (1e10, "1.000000e+10"),
        (0.1 + 0.2, "0x3FD3333333333334"),
        (-0.5, "-5.000000e-01"),
        (f64::INFINITY, "0x7FF0000000000000"),
    ] {
        assert_eq!(fp_text(v), want, "{v}");
    }
}

#[test]
fn default_alignments_from_the_data_layout() {
    let src = format!(
        "{AMDGPU}define void @f(ptr addrspace(1) %p) {{\n  %l = load i64, ptr addrspace(1) %p\n  %al = alloca [4 x i32], addrspace(5)\n  %s = alloca {{ i32, i8 }}, addrspace(5)\n  %n = alloca i32, i32 4, addrspace(5)\n  %v = load <3 x float>, ptr addrspace(1) %p\n  %q = load ptr addrspace(3), ptr addrspace(1) %p\n  store i8 7, ptr addrspace(1) %p, !nontemporal !0\n  %r = atomicrmw add ptr addrspace(1) %p, i64 1 monotonic\n  %x = cmpxchg ptr addrspace(1) %p, i16 1, i16 2 seq_cst seq_cst\n  ret void\n}}\n!0 = !{{i32 1}}\n"
    );
    has(&src, "%l = load i64, ptr addrspace(1) %p, align 8");
    has(&src, "%al = alloca [4 x i32], align 4, addrspace(5)");
    has(&src, "%s = alloca { i32, i8 }, align 8, addrspace(5)");
    has(&src, "%n = alloca i32, i32 4, align 4, addrspace(5)");
    has(&src, "%v = load <3 x float>, ptr addrspace(1) %p, align 16");
    has(&src, "%q = load ptr addrspace(3), ptr addrspace(1) %p, align 4");
    has(&src, "store i8 7, ptr addrspace(1) %p, align 1, !nontemporal !0");
    has(&src, "%r = atomicrmw add ptr addrspace(1) %p, i64 1 monotonic, align 8");
    has(&src, "%x = cmpxchg ptr addrspace(1) %p, i16 1, i16 2 seq_cst seq_cst, align 2");
}

#[test]
fn the_module_data_layout_wins_and_named_types_have_layouts() {
    let src = "target datalayout = \"e-i64:32\"\n%S = type { i8, i64 }\ndefine void @f(ptr %p) {\n  %a = load i64, ptr %p\n  %b = load %S, ptr %p\n  ret void\n}\n";
    has(src, "%a = load i64, ptr %p, align 4");
    has(src, "%b = load %S, ptr %p, align 4");
}

#[test]
fn nvvm_kernel_annotations_are_upgraded_away() {
    // LLVM 22 turns `!{ptr @k, !"kernel", i32 1}` into the `ptx_kernel` convention and drops it.
    let src = "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p) {\n  store i32 0, ptr %p, align 4, !tbaa !2\n  ret void\n}\n!nvvm.annotations = !{!0}\n!llvm.ident = !{!1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{!\"clang\"}\n!2 = !{!3, !3, i64 0}\n!3 = !{!\"int\", !4, i64 0}\n!4 = !{!\"Simple C++ TBAA\"}\n";
    has(src, "store i32 0, ptr %p, align 4, !tbaa !1");
}

#[test]
fn typed_pointers_print_opaque() {
    let cases = [
        ("%v = load i32, i32* %p, align 4", "%v = load i32, ptr %p, align 4"),
        ("store float %x, float addrspace(1)* %p, align 4", "store float %x, ptr addrspace(1) %p, align 4"),
        ("%q = load i8*, i8** %pp, align 8", "%q = load ptr, ptr %pp, align 8"),
        ("%g = getelementptr inbounds %struct.S, %struct.S* %s, i64 0", "%g = getelementptr inbounds %struct.S, ptr %s, i64 0"),
        ("call void bitcast (void ()* @f to void (i32)*)(i32 1)", "call void bitcast (ptr @f to ptr)(i32 1)"),
        ("%c = bitcast { i32, [2 x i8] }* %a to <4 x float> addrspace(0)*", "%c = bitcast ptr %a to ptr"),
        ("%s = call i8* asm \"x*y\", \"=r\"()", "%s = call ptr asm \"x*y\", \"=r\"()"),
    ];
    for (src, want) in cases {
        assert_eq!(opaque_pointers(src).as_deref(), Some(want), "{src}");
    }
    assert_eq!(opaque_pointers("%v = load i32, ptr %p"), None);
}

#[test]
fn aggregate_constants_as_llvm_uniques_them() {
    let src = format!(
        "{AMDGPU}define void @z(ptr %p, <2 x i32> %a) {{\n  store <2 x i32> <i32 0, i32 0>, ptr %p, align 8\n  store <2 x float> <float 0.0, float -0.0>, ptr %p, align 8\n  store {{ i32, i8 }} {{ i32 0, i8 0 }}, ptr %p, align 4\n  store <2 x i32> <i32 undef, i32 undef>, ptr %p, align 8\n  store <2 x float> <float 1.0, float 1.0>, ptr %p, align 8\n  store [3 x i8] [i8 65, i8 0, i8 34], ptr %p, align 1\n  store [2 x i32] [i32 1, i32 1], ptr %p, align 4\n  store [2 x <2 x i32>] [<2 x i32> <i32 0, i32 0>, <2 x i32> zeroinitializer], ptr %p, align 8\n  %s = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 1, i32 1>\n  ret void\n}}\n"
    );
    has(&src, "store <2 x i32> zeroinitializer, ptr %p, align 8");
    has(&src, "store <2 x float> <float 0.000000e+00, float -0.000000e+00>, ptr %p, align 8");
    has(&src, "store { i32, i8 } zeroinitializer, ptr %p, align 4");
    has(&src, "store <2 x i32> undef, ptr %p, align 8");
    has(&src, "store <2 x float> splat (float 1.000000e+00), ptr %p, align 8");
    has(&src, "store [3 x i8] c\"A\\00\\22\", ptr %p, align 1");
    has(&src, "store [2 x i32] [i32 1, i32 1], ptr %p, align 4");
    has(&src, "store [2 x <2 x i32>] zeroinitializer, ptr %p, align 8");
    has(&src, "%s = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 1, i32 1>");
}

#[test]
fn data_layout_specs() {
    let dl = DataLayout::parse(AMDGPU_DATALAYOUT);
    assert_eq!(dl.int(64), (8, 8));
    assert_eq!(dl.int(48), (8, 8));
    assert_eq!(dl.int(128), (8, 8));
    assert_eq!(dl.pointer(5), (4, 4, 4));
    assert_eq!(dl.pointer(7), (20, 32, 32));
    assert_eq!(DataLayout::parse("").int(64), (4, 8));
}

#[test]
fn attribute_keys_normalise_memory() {
    assert_eq!(attr_key("nounwind readnone"), "memory(none) nounwind");
    assert_eq!(attr_key("argmemonly readonly nounwind"), "memory(argmem: read) nounwind");
    assert_eq!(attr_key(" \"a\"=\"1,1\"  convergent"), "\"a\"=\"1,1\" convergent");
    assert_eq!(attr_key("memory(argmem: readwrite) nofree"), "memory(argmem: readwrite) nofree");
}

/// Slow reference for [`round_to_format`] at half precision: the nearest of all 65,536
/// halves (ties to the even bit pattern).
fn half_reference(v: f64) -> u64 {
    let value = |b: u64| -> f64 {
        let (s, e, m) = ((b >> 15) & 1, (b >> 10) & 31, b & 1023);
        let mag = if e == 0 { m as f64 * 2f64.powi(-24) } else { (1024 + m) as f64 * 2f64.powi(e as i32 - 25) };
        if s == 1 {
            -mag
        } else {
            mag
        }
    };
    // Start from the zero of v's sign: a negative value that rounds to zero is -0 (0x8000),
    // which a positive-zero start kept on the tie (proptest found m = -11.03, small: -1.1e-8).
    let mut best = if v.is_sign_negative() { 0x8000 } else { 0 };
    for b in 0..0x7c00u64 {
        let b = b | if v.is_sign_negative() { 0x8000 } else { 0 };
        let (d, bd) = ((value(b) - v).abs(), (value(best) - v).abs());
        if d < bd || d == bd && b & 1 == 0 && best & 1 == 1 {
            best = b;
        }
    }
    // Above the largest half (65504) plus half an ulp: infinity.
    if v.abs() >= 65520.0 {
        return if v < 0.0 { 0xfc00 } else { 0x7c00 };
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn half_rounding_matches_the_reference(m in -70000.0f64..70000.0, small in proptest::bool::ANY) {
        let v = if small { m * 1e-9 } else { m };
        prop_assert_eq!(round_to_format(v, 5, 10), half_reference(v));
    }
}

#[test]
fn half_rounding_of_tiny_negatives_is_negative_zero() {
    for v in [-1.1033050252788147e-8, -1e-12, -2.9e-8] {
        assert_eq!(round_to_format(v, 5, 10), 0x8000, "{v}");
        assert_eq!(half_reference(v), 0x8000, "{v}");
    }
    assert_eq!(round_to_format(1e-12, 5, 10), 0);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn float_rounding_matches_rust_casts(bits in proptest::num::u64::ANY) {
        let v = f64::from_bits(bits);
        prop_assume!(!v.is_nan());
        prop_assert_eq!(round_to_format(v, 8, 23), u64::from((v as f32).to_bits()));
    }

    #[test]
    fn signed_integers_match_casts(v in proptest::num::i64::ANY) {
        prop_assert_eq!(int_text(&(v as u64).to_string(), 64), Some(v.to_string()));
        prop_assert_eq!(int_text(&v.to_string(), 8), Some((v as i8).to_string()));
        prop_assert_eq!(int_text(&v.to_string(), 32), Some((v as i32).to_string()));
    }

    #[test]
    fn printed_doubles_read_back(bits in proptest::num::u64::ANY) {
        let v = f64::from_bits(bits);
        let t = fp_text(v);
        match t.strip_prefix("0x") {
            Some(h) => prop_assert_eq!(u64::from_str_radix(h, 16).ok(), Some(bits)),
            None => prop_assert_eq!(t.parse::<f64>().ok(), Some(v)),
        }
    }
}
