// Syntax highlighting of the explorer's input formats, written here as CodeMirror 6 stream
// modes (line-by-line tokenizers; no grammar files): LLVM IR (`llvm-ir`), SPIR-V assembly as
// spirv-dis prints it (`spirv`), the compact CFG text (`compact`), Graphviz DOT (`dot`) and C
// (`c-loops`, the Loops tab's input). Each `token(stream, state)` consumes one token and
// returns a highlight tag name of @lezer/highlight (`comment`, `keyword`, `variableName` …) or
// null; `StreamLanguage.define` turns it into an incremental, viewport-bounded parser.
import { StreamLanguage } from '@codemirror/language';

/** Words as LLVM's lexer reads them (letters, digits, `.`, `_`, `$`, `-`). */
const IR_WORD = /^[-a-zA-Z$._0-9]+/;

const LLVM_KEYWORDS = new Set(('define declare target datalayout triple source_filename attributes global constant ' +
  'private internal external linkonce_odr weak_odr dso_local local_unnamed_addr unnamed_addr addrspace align ' +
  'to nuw nsw exact inbounds nnan ninf nsz arcp contract afn reassoc fast tail musttail notail volatile atomic ' +
  'seq_cst acquire release acq_rel monotonic unordered syncscope x undef poison null zeroinitializer true false ' +
  'noundef nonnull readonly writeonly nocapture convergent noinline nounwind mustprogress willreturn ' +
  'amdgpu_kernel spir_kernel spir_func ptx_kernel ccc fastcc type opaque eq ne ugt uge ult ule sgt sge slt sle ' +
  'oeq ogt oge olt ole one ord ueq une uno').split(' '));

const LLVM_OPCODES = new Set(('ret br switch indirectbr invoke resume unreachable callbr fneg add fadd sub fsub ' +
  'mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor extractelement insertelement shufflevector ' +
  'extractvalue insertvalue alloca load store fence cmpxchg atomicrmw getelementptr trunc zext sext fptrunc ' +
  'fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast icmp fcmp phi select freeze call ' +
  'va_arg landingpad catchpad cleanuppad label').split(' '));

const LLVM_TYPES = /^(?:i\d+|half|bfloat|float|double|fp128|x86_fp80|ppc_fp128|void|ptr|label|metadata|token)\b/;

/** LLVM IR: `;` comments, `%local`/`@global` names, `!metadata`, `#attributes`, labels. */
export const llvmIr = StreamLanguage.define({
  name: 'llvm-ir',
  token(stream) {
    if (stream.eatSpace()) return null;
    const ch = stream.peek();
    if (ch === ';') { stream.skipToEnd(); return 'comment'; }
    if (ch === '"') { stream.next(); while (!stream.eol()) { const c = stream.next(); if (c === '\\') stream.next(); else if (c === '"') break; } return 'string'; }
    if (ch === '%' || ch === '@') {
      stream.next();
      if (stream.peek() === '"') { stream.next(); while (!stream.eol() && stream.next() !== '"'); }
      else stream.match(IR_WORD);
      return ch === '%' ? 'variableName' : 'variableName.definition';
    }
    if (ch === '!') { stream.next(); stream.match(/^[-a-zA-Z$._0-9\\]*/); return 'meta'; }
    if (ch === '#') { stream.next(); stream.match(/^\d+/); return 'annotation'; }
    if (stream.sol() && stream.match(/^[-a-zA-Z$._0-9]+:/)) return 'labelName';
    if (stream.match(/^-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/)) return 'number';
    if (stream.match(LLVM_TYPES)) return 'typeName';
    const w = stream.match(IR_WORD);
    if (w) {
      if (LLVM_OPCODES.has(w[0])) return 'keyword';
      if (LLVM_KEYWORDS.has(w[0])) return 'modifier';
      return null;
    }
    stream.next();
    return /[=*]/.test(ch) ? 'operator' : 'punctuation';
  },
  languageData: { commentTokens: { line: ';' } },
});

/** SPIR-V assembly (spirv-dis): `%ids`, `OpCodes`, enumerants, strings, numbers. */
export const spirv = StreamLanguage.define({
  name: 'spirv',
  token(stream) {
    if (stream.eatSpace()) return null;
    const ch = stream.peek();
    if (ch === ';') { stream.skipToEnd(); return 'comment'; }
    if (ch === '"') { stream.next(); while (!stream.eol()) { const c = stream.next(); if (c === '\\') stream.next(); else if (c === '"') break; } return 'string'; }
    if (ch === '%') { stream.next(); stream.match(/^[a-zA-Z0-9_.]+/); return 'variableName'; }
    if (stream.match(/^Op[A-Za-z0-9]+/)) return 'keyword';
    if (stream.match(/^-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?)/)) return 'number';
    if (stream.match(/^[A-Z][A-Za-z0-9_]*/)) return 'modifier';
    if (stream.match(/^[a-z][A-Za-z0-9_]*/)) return null;
    stream.next();
    return ch === '=' ? 'operator' : 'punctuation';
  },
  languageData: { commentTokens: { line: ';' } },
});

/** The compact CFG text: `a -> b, c`, `~>` divergent, `=>` uniform, directives, comments. */
export const compact = StreamLanguage.define({
  name: 'compact',
  token(stream) {
    if (stream.eatSpace()) return null;
    if (stream.match('#') || stream.match('//')) { stream.skipToEnd(); return 'comment'; }
    if (stream.match(/^(?:->|~>|=>)/)) return 'operator';
    if (stream.sol() && stream.match(/^(?:threads|rule|thread|warp|wave|policy)\b/)) return 'keyword';
    if (stream.match(/^\d+\b/)) return 'number';
    if (stream.match(/^[A-Za-z0-9_.$%@-]+/)) return 'labelName';
    stream.next();
    return 'punctuation';
  },
  languageData: { commentTokens: { line: '#' } },
});

const DOT_KEYWORDS = new Set(['digraph', 'graph', 'subgraph', 'node', 'edge', 'strict']);

/** Graphviz DOT: keywords, `->` edges, `[attr=value]` lists, strings, comments. */
export const dot = StreamLanguage.define({
  name: 'dot',
  startState: () => ({ block: false }),
  token(stream, state) {
    if (state.block) {
      if (stream.skipTo('*/')) { stream.match('*/'); state.block = false; } else stream.skipToEnd();
      return 'comment';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('/*')) { state.block = true; return 'comment'; }
    if (stream.match('//') || (stream.sol() && stream.match('#'))) { stream.skipToEnd(); return 'comment'; }
    if (stream.peek() === '"') { stream.next(); while (!stream.eol()) { const c = stream.next(); if (c === '\\') stream.next(); else if (c === '"') break; } return 'string'; }
    if (stream.match(/^(?:->|--)/)) return 'operator';
    if (stream.match(/^-?\d+(?:\.\d+)?/)) return 'number';
    const w = stream.match(/^[A-Za-z_][A-Za-z0-9_.]*/);
    if (w) {
      if (DOT_KEYWORDS.has(w[0].toLowerCase())) return 'keyword';
      return stream.match(/^\s*=/, false) ? 'propertyName' : 'labelName';
    }
    stream.next();
    return 'punctuation';
  },
  languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } },
});

const C_KEYWORDS = new Set(('if else for while do return break continue switch case default goto sizeof ' +
  'static const volatile extern inline restrict typedef struct union enum __kernel kernel __global global ' +
  '__local local __constant constant __private private').split(' '));
const C_TYPES = new Set(('void char short int long float double signed unsigned bool size_t uint ' +
  'int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t DATA_TYPE').split(' '));

/** C (the Loops tab's loop nests): keywords, types, comments, strings, numbers, `#pragma`. */
export const c = StreamLanguage.define({
  name: 'c',
  startState: () => ({ block: false }),
  token(stream, state) {
    if (state.block) {
      if (stream.skipTo('*/')) { stream.match('*/'); state.block = false; } else stream.skipToEnd();
      return 'comment';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('/*')) { state.block = true; return 'comment'; }
    if (stream.match('//')) { stream.skipToEnd(); return 'comment'; }
    if (stream.sol() && stream.peek() === '#') { stream.skipToEnd(); return 'meta'; }
    const q = stream.peek();
    if (q === '"' || q === "'") { stream.next(); while (!stream.eol()) { const ch = stream.next(); if (ch === '\\') stream.next(); else if (ch === q) break; } return 'string'; }
    if (stream.match(/^(?:0x[0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)[uUlLfF]*/)) return 'number';
    const w = stream.match(/^[A-Za-z_][A-Za-z0-9_]*/);
    if (w) {
      if (C_KEYWORDS.has(w[0])) return 'keyword';
      if (C_TYPES.has(w[0])) return 'typeName';
      return stream.match(/^\s*\(/, false) ? 'variableName.function' : 'variableName';
    }
    stream.next();
    return /[-+*/%=<>!&|^~?:]/.test(q) ? 'operator' : 'punctuation';
  },
  languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } },
});

/** The modes by the app's format names (`Format::name`, plus `c-loops`). */
export const LANGUAGES = { 'llvm-ir': llvmIr, spirv, compact, dot, 'c-loops': c, c };

/**
 * Guesses the format of `text` from its first meaningful line (as the Rust side's
 * `input::detect` does, coarser): used before the first analysis names the format.
 */
export function sniff(text) {
  const head = text.slice(0, 4096);
  if (/^\s*(?:strict\s+)?(?:di)?graph\b/m.test(head) && !/^\s*define\b/m.test(head)) return 'dot';
  if (/^\s*;\s*SPIR-V/m.test(head) || /^\s*(?:%\w+\s*=\s*)?Op[A-Z]/m.test(head)) return 'spirv';
  if (/^\s*(?:define|declare|target|source_filename)\b/m.test(head) || /^; ModuleID/m.test(head)) return 'llvm-ir';
  if (/^\s*(?:for\s*\(|#pragma|#include|void\s|int\s|double\s|float\s)/m.test(head)) return 'c';
  return 'compact';
}
