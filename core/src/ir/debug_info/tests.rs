//! The lazy reader ([`DebugInfo::read`]) against its slow reference, the eager reader
//! ([`DebugInfo::read_eager`]): same answers on our `-g` kernels of `tests/debugger_kernels/`
//! whatever order the nodes and functions are asked in, and the same errors (`validate`) on
//! copies of them with a definition or a record mutated.

use super::*;
use crate::ir::parse_module;
use proptest::prelude::*;

/// The `.ll` kernels of `tests/debugger_kernels/`, `(name, text)`.
fn kernels() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    out.sort();
    assert!(out.len() >= 5, "the debugger kernels are missing");
    out
}

/// The ids defined in `src` (`!N = …` lines), and a few beyond.
fn ids(src: &str) -> Vec<MdId> {
    let max = src.lines().filter_map(|l| definition_id(l.as_bytes())).max().unwrap_or(0);
    (0..=max + 3).collect()
}

/// Asks `lazy` and `eager` for every node of `order`, and every derived answer, and compares.
fn same_answers(what: &str, lazy: &DebugInfo, eager: &DebugInfo, order: &[MdId]) {
    assert_eq!(lazy.functions, eager.functions, "{what}: attachments and records");
    for &id in order {
        assert_eq!(lazy.locations.get(&id), eager.locations.get(&id), "{what}: location !{id}");
        assert_eq!(lazy.scopes.get(&id), eager.scopes.get(&id), "{what}: scope !{id}");
        assert_eq!(lazy.files.get(&id), eager.files.get(&id), "{what}: file !{id}");
        assert_eq!(lazy.variables.get(&id), eager.variables.get(&id), "{what}: variable !{id}");
        assert_eq!(lazy.types.get(&id), eager.types.get(&id), "{what}: type !{id}");
        assert_eq!(lazy.file_of_scope(id), eager.file_of_scope(id), "{what}: file of scope !{id}");
        assert_eq!(lazy.type_name(Some(id)), eager.type_name(Some(id)), "{what}: type name !{id}");
        assert_eq!(lazy.size_of(Some(id)), eager.size_of(Some(id)), "{what}: size of !{id}");
        assert_eq!(lazy.encloses(id, id + 1), eager.encloses(id, id + 1), "{what}: encloses !{id}");
    }
    for (fi, fd) in eager.functions.iter().enumerate() {
        for k in 0..fd.locs.len() {
            assert_eq!(lazy.row(fi, k), eager.row(fi, k), "{what}: row of instruction {k} of function {fi}");
        }
    }
    assert_eq!(lazy.locations.len(), eager.locations.len(), "{what}");
    assert_eq!(lazy.scopes.len(), eager.scopes.len(), "{what}");
    assert_eq!(lazy.files.len(), eager.files.len(), "{what}");
    assert_eq!(lazy.variables.len(), eager.variables.len(), "{what}");
    assert_eq!(lazy.types.len(), eager.types.len(), "{what}");
    assert_eq!(lazy.types.iter().collect::<Vec<_>>(), eager.types.iter().collect::<Vec<_>>(), "{what}");
}

#[test]
fn lazy_and_eager_agree_on_the_debugger_kernels() {
    let mut nodes = 0;
    for (name, src) in kernels() {
        let m = parse_module(&src).unwrap();
        let eager = DebugInfo::read_eager(&m, &src).unwrap();
        assert!(!eager.is_empty(), "{name}: no debug information");
        let order = ids(&src);
        // Ascending, descending, and a types-first order (a composite decoded before its
        // subranges and members are).
        let mut rev = order.clone();
        rev.reverse();
        for (how, o) in [("ascending", &order), ("descending", &rev)] {
            let lazy = DebugInfo::read(&m, &src).unwrap();
            lazy.validate().unwrap();
            same_answers(&format!("{name} ({how})"), &lazy, &eager, o);
        }
        let lazy = DebugInfo::read(&m, &src).unwrap();
        for &id in &rev {
            let _ = lazy.types.get(&id);
        }
        for k in (0..lazy.functions.len()).rev() {
            assert!(lazy.functions.get(k).is_some());
        }
        assert!(lazy.functions.get(lazy.functions.len()).is_none());
        same_answers(&format!("{name} (types first)"), &lazy, &eager, &order);
        // A clone shares the decoded nodes; serialization writes every node.
        let c = lazy.clone();
        same_answers(&format!("{name} (clone)"), &c, &eager, &order);
        let back: DebugInfo = serde_json::from_str(&serde_json::to_string(&lazy).unwrap()).unwrap();
        same_answers(&format!("{name} (serde)"), &back, &eager, &order);
        nodes += eager.locations.len() + eager.scopes.len() + eager.variables.len() + eager.types.len();
    }
    assert!(nodes > 300, "{nodes}");
}

#[test]
fn malformed_definitions_are_found_by_validate() {
    let src = "define void @k() !dbg !3 {\nentry:\n  ret void, !dbg !6\n}\n!1 = !DIFile(filename: \"a.cl\", directory: \"/\")\n!3 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1)\n!6 = !DILocation(line: 2, column: 5)\n!7 = !DILocalVariable(name: \"x\")\n";
    let m = parse_module(src).unwrap();
    let lazy = DebugInfo::read(&m, src).unwrap();
    // Read as absent.
    assert_eq!(lazy.locations.get(&6), None);
    assert_eq!(lazy.row(0, 0), None);
    assert_eq!(lazy.scopes[&3].name, "k");
    // The first in text order, as the eager reader reports it.
    let e = lazy.validate().unwrap_err();
    let r = DebugInfo::read_eager(&m, src).unwrap_err();
    assert_eq!((e.line, e.col, &e.message), (7, 1, &r.message), "{e:?}");
    assert_eq!((r.line, r.col), (7, 1));
    assert!(e.message.contains("scope"), "{e:?}");
}

#[test]
fn a_later_definition_of_an_id_counts() {
    let src = "define void @k() {\nentry:\n  ret void, !dbg !6\n}\n!6 = !DILocation(line: 2, column: 5, scope: !3)\n!6 = !DILocation(line: 4, column: 1, scope: !3)\n!3 = distinct !DISubprogram(name: \"k\", line: 1)\n";
    let m = parse_module(src).unwrap();
    let lazy = DebugInfo::read(&m, src).unwrap();
    let eager = DebugInfo::read_eager(&m, src).unwrap();
    assert_eq!(lazy.locations[&6].line, 4);
    same_answers("duplicate", &lazy, &eager, &[3, 6]);
}

/// A copy of `src` with the `line`-th metadata definition's text after ` = ` (or, for odd
/// `line`, a record's text after `#dbg_`) changed at byte `at` (modulo its length): deleted,
/// or replaced by one of the bytes that matter to the reader.
fn mutate(src: &str, line: usize, at: usize, how: usize) -> Option<String> {
    let records = line % 2 == 1;
    let defs: Vec<(usize, &str)> = src
        .split_inclusive('\n')
        .scan(0usize, |pos, l| {
            let p = *pos;
            *pos += l.len();
            Some((p, l))
        })
        .filter(|(_, l)| if records { l.trim_start().starts_with("#dbg_") } else { definition_id(l.as_bytes()).is_some() })
        .collect();
    if defs.is_empty() {
        return None;
    }
    let (p, l) = defs[line / 2 % defs.len()];
    let body = if records { l.find("#dbg_")? + 5 } else { l.find(" = ")? + 3 };
    let len = l.trim_end().len().checked_sub(body).filter(|&n| n > 0)?;
    let k = p + body + at % len;
    if !src.is_char_boundary(k) || !src.is_char_boundary(k + 1) {
        return None;
    }
    const BYTES: [&str; 8] = ["", "(", ")", ",", "!", ":", "\"", "9"];
    Some(format!("{}{}{}", &src[..k], BYTES[how % BYTES.len()], &src[k + 1..]))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    /// On mutated kernels: the eager reader fails exactly when `read` or `validate` does, with
    /// the same error, and otherwise every answer is the same.
    #[test]
    fn lazy_and_eager_agree_on_mutated_kernels(kernel in 0usize..16, line in 0usize..10_000, at in 0usize..10_000, how in 0usize..64) {
        let ks = kernels();
        let (name, src) = &ks[kernel % ks.len()];
        let Some(src) = mutate(src, line, at, how) else { return Ok(()) };
        let Ok(m) = parse_module(&src) else { return Ok(()) };
        let lazy = DebugInfo::read(&m, &src).unwrap();
        match DebugInfo::read_eager(&m, &src) {
            Ok(eager) => {
                prop_assert!(lazy.validate().is_ok(), "{name}: {:?}", lazy.validate());
                same_answers(name, &lazy, &eager, &ids(&src));
            }
            Err(e) => {
                let v = lazy.validate().unwrap_err();
                prop_assert_eq!((v.line, v.col, &v.message), (e.line, e.col, &e.message), "{}", name);
            }
        }
    }
}

/// `global_variable`: a global's `!dbg` attachment through its `!DIGlobalVariableExpression` to
/// its `!DIGlobalVariable`, against what the text says: our `local_struct` kernel's `__local`
/// and `__constant` globals, a quoted name, a second attachment, globals without one.
#[test]
fn global_variables_from_their_attachments() {
    let (_, src) = kernels().into_iter().find(|(n, _)| n == "local_struct.O0.amdgcn.ll").unwrap();
    let m = parse_module(&src).unwrap();
    let di = DebugInfo::read(&m, &src).unwrap();
    let cells = di.global_variable("local_struct.cells").unwrap();
    assert_eq!((cells.name.as_str(), cells.line), ("cells", 6));
    assert_eq!(di.type_name(cells.ty), "cell_t[4]");
    let scale = di.global_variable("scale").unwrap();
    assert_eq!((scale.name.as_str(), scale.line, di.size_of(scale.ty)), ("scale", 4, 16));
    assert_eq!(di.global_variable("__oclc_ABI_version"), None);
    assert_eq!(di.global_variable("nosuch"), None);
    // The eager reader keeps no text: no answer.
    assert_eq!(DebugInfo::read_eager(&m, &src).unwrap().global_variable("scale"), None);

    let src = "@\"a b\" = global i32 0, !dbg !9, !dbg !0\n@c = global i32 0\n\
               define void @f() {\n  ret void\n}\n\
               !llvm.dbg.cu = !{}\n\
               !0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())\n\
               !1 = distinct !DIGlobalVariable(name: \"ab\", line: 3, type: !2)\n\
               !2 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n\
               !9 = !{!\"not an expression\"}\n";
    let m = parse_module(src).unwrap();
    let di = DebugInfo::read(&m, src).unwrap();
    let ab = di.global_variable("a b").unwrap();
    assert_eq!((ab.name.as_str(), ab.line, di.type_name(ab.ty)), ("ab", 3, "int".to_string()));
    assert_eq!(di.global_variable("c"), None);
}
