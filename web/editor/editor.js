// The explorer's code editor: CodeMirror 6 with our syntax modes (modes.js), parse errors as
// squiggles, hover answers asked of the page (uniformity of `%values`, block labels), search
// (Ctrl-F), and a tiny API the Rust side (web/src/components/editor.rs) calls through
// wasm-bindgen. Bundled by web/editor/build.mjs (esbuild) into one classic script that the page
// loads `async`, so it never delays the wasm or the first drawing: it publishes
// `window.ReconvergeEditor` and fires `reconverge-editor-ready` on `window`.
import { EditorState, Compartment, StateEffect, StateField, RangeSetBuilder, RangeSet } from '@codemirror/state';
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  highlightSpecialChars, drawSelection, hoverTooltip, Decoration, gutter, GutterMarker,
} from '@codemirror/view';
import {
  standardKeymap, history, historyKeymap, toggleComment, moveLineUp, moveLineDown, copyLineUp, copyLineDown,
  deleteLine, indentMore, indentLess, selectLine, simplifySelection, insertBlankLine, toggleBlockComment,
} from '@codemirror/commands';
import { search, searchKeymap, highlightSelectionMatches } from '@codemirror/search';
import { syntaxHighlighting, HighlightStyle } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import { LANGUAGES, sniff } from './modes.js';

/** The commands of CodeMirror's `defaultKeymap` that a text editor of IR and CFGs uses, bound
 * as there (with its `standardKeymap`: motion, selection, deletion, Enter). Left out for the
 * page's size budget (docs/PERFORMANCE.md "Two modules"): the syntax-tree motions and selection
 * (our modes are line tokenisers, with no tree to walk), bracket matching, indent selection,
 * and the Tab focus mode (Tab is not bound: it moves the focus). */
const lineKeymap = [
  { key: 'Mod-/', run: toggleComment },
  { key: 'Shift-Alt-a', run: toggleBlockComment },
  { key: 'Mod-Enter', run: insertBlankLine },
  { key: 'Alt-ArrowUp', run: moveLineUp, shift: copyLineUp },
  { key: 'Alt-ArrowDown', run: moveLineDown, shift: copyLineDown },
  { key: 'Shift-Mod-k', run: deleteLine },
  { key: 'Mod-]', run: indentMore },
  { key: 'Mod-[', run: indentLess },
  { key: 'Alt-l', mac: 'Ctrl-l', run: selectLine },
  { key: 'Escape', run: simplifySelection },
];

/** Colours of the highlight tags (the page's palette; contrast ≥ 4.5 on white). */
const style = HighlightStyle.define([
  { tag: t.comment, color: '#5f6b7a', fontStyle: 'italic' },
  { tag: t.keyword, color: '#7a2aa8' },
  { tag: t.modifier, color: '#4b5a8c' },
  { tag: t.typeName, color: '#0b6b5a' },
  { tag: t.variableName, color: '#1f4fb8' },
  { tag: t.definition(t.variableName), color: '#8a4b00' },
  { tag: t.function(t.variableName), color: '#1f4fb8' },
  { tag: t.labelName, color: '#9c2f1c', fontWeight: '600' },
  { tag: t.number, color: '#0a6a2a' },
  { tag: t.string, color: '#a0340f' },
  { tag: t.meta, color: '#6b5d00' },
  { tag: t.annotation, color: '#6b5d00' },
  { tag: t.propertyName, color: '#0b6b5a' },
  { tag: t.operator, color: '#b42318', fontWeight: '600' },
]);

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '12.5px', backgroundColor: 'var(--panel, #fff)' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, monospace)', lineHeight: '18px' },
  '.cm-gutters': { backgroundColor: '#f3f4f6', color: '#6b7280', borderRight: '1px solid var(--line, #d5d8de)' },
  '.cm-tooltip.cm-reconverge-hover': { maxWidth: '460px', padding: '6px 8px', fontSize: '12.5px', lineHeight: '1.4', whiteSpace: 'pre-wrap' },
  '.cm-reconverge-hover .verdict': { fontWeight: '600', display: 'block', marginBottom: '2px' },
  '.cm-reconverge-hover[data-verdict="divergent"] .verdict': { color: '#b42318' },
  '.cm-reconverge-hover[data-verdict="uniform"] .verdict': { color: '#0a6a2a' },
  '.cm-block-word': { cursor: 'pointer', textDecoration: 'underline dotted' },
  '.cm-lintRange': { textDecoration: 'underline wavy', textDecorationSkipInk: 'none', textUnderlineOffset: '3px' },
  '.cm-lintRange-error': { textDecorationColor: '#d11' },
  '.cm-lintRange-warning': { textDecorationColor: '#b36b00' },
  '.cm-lintRange-info': { textDecorationColor: '#6b7280' },
  '.cm-tooltip.cm-tooltip-lint': { maxWidth: '460px', padding: '0', fontSize: '12.5px', lineHeight: '1.4' },
  '.cm-diagnostic': { display: 'block', padding: '4px 8px', whiteSpace: 'pre-wrap', borderLeft: '5px solid #6b7280' },
  '.cm-diagnostic-error': { borderLeftColor: '#d11' },
  '.cm-diagnostic-warning': { borderLeftColor: '#b36b00' },
  '.cm-gutter-lint .cm-gutterElement': { padding: '0 2px' },
  '.cm-lint-marker': { width: '0.7em', height: '0.7em', margin: '0.3em 0 0', borderRadius: '50%', background: '#6b7280' },
  '.cm-lint-marker-error': { background: '#d11' },
  '.cm-lint-marker-warning': { background: '#b36b00' },
});

/**
 * Diagnostics (`setDiagnostics`): squiggles under their ranges, a marker in a gutter on their
 * lines and their messages on hover; class names as CodeMirror's lint package has them. Our
 * own few lines instead of that package (4.6 KB gzipped: it also runs linters, keeps a panel
 * and navigates between diagnostics, none of which the page uses), for the page's size budget
 * (docs/PERFORMANCE.md "Two modules"). Ranges follow edits until the next `setDiagnostics`.
 */
const setDiags = StateEffect.define();
const diagField = StateField.define({
  create: () => ({ list: [], deco: Decoration.none }),
  update(v, tr) {
    for (const e of tr.effects) {
      if (e.is(setDiags)) {
        const marks = e.value.filter((d) => d.to > d.from)
          .map((d) => Decoration.mark({ class: `cm-lintRange cm-lintRange-${d.severity}` }).range(d.from, d.to));
        return { list: e.value, deco: Decoration.set(marks, true) };
      }
    }
    if (!tr.docChanged) return v;
    const map = (d) => ({ ...d, from: tr.changes.mapPos(d.from, 1), to: tr.changes.mapPos(d.to, -1) });
    return { list: v.list.map(map).map((d) => (d.to < d.from ? { ...d, to: d.from } : d)), deco: v.deco.map(tr.changes) };
  },
  provide: (f) => EditorView.decorations.from(f, (v) => v.deco),
});
class DiagMarker extends GutterMarker {
  constructor(severity, title) { super(); this.severity = severity; this.title = title; }
  eq(o) { return o.severity === this.severity && o.title === this.title; }
  toDOM() {
    const dom = document.createElement('div');
    dom.className = `cm-lint-marker cm-lint-marker-${this.severity}`;
    dom.title = this.title;
    return dom;
  }
}
const diagnostics = [
  diagField,
  gutter({
    class: 'cm-gutter-lint',
    markers(view) {
      const byLine = new Map();
      for (const d of view.state.field(diagField).list) {
        const at = view.state.doc.lineAt(d.from).from;
        const m = byLine.get(at);
        byLine.set(at, m ? { severity: m.severity === 'error' ? 'error' : d.severity, title: `${m.title}\n${d.message}` } : { severity: d.severity, title: d.message });
      }
      return RangeSet.of([...byLine].sort((a, b) => a[0] - b[0]).map(([at, m]) => new DiagMarker(m.severity, m.title).range(at)));
    },
    initialSpacer: () => new DiagMarker('info', ''),
  }),
  hoverTooltip((view, pos) => {
    const here = view.state.field(diagField).list.filter((d) => d.from <= pos && pos <= Math.max(d.to, d.from + 1));
    if (!here.length) return null;
    return {
      pos: Math.min(...here.map((d) => d.from)),
      end: Math.max(...here.map((d) => d.to)),
      above: true,
      create() {
        const dom = document.createElement('div');
        dom.className = 'cm-tooltip-lint';
        for (const d of here) {
          const m = dom.appendChild(document.createElement('div'));
          m.className = `cm-diagnostic cm-diagnostic-${d.severity}`;
          m.textContent = d.source ? `${d.message} (${d.source})` : d.message;
        }
        return { dom };
      },
    };
  }),
];

/** The word under `pos` (`%x`, `@f`, `bb.1`), with its range, or null. */
function wordAt(state, pos) {
  const line = state.doc.lineAt(pos);
  const re = /[%@]?(?:"[^"]*"|[-A-Za-z$._0-9]+)/g;
  let m;
  while ((m = re.exec(line.text))) {
    const from = line.from + m.index, to = from + m[0].length;
    if (from <= pos && pos <= to) return { text: m[0], from, to };
    if (from > pos) break;
  }
  return null;
}

/**
 * The Debug tab's line marks (`setLineMarks`): a class per marked line, in two layers that are
 * set apart — 0, the linked lines' colours (set when the text or the lit line changes), and 1,
 * the lanes' current lines (set at each stop) — so a step redraws only the lines it moves.
 */
const markLayer = () => {
  const set = StateEffect.define();
  const field = StateField.define({
    create: () => Decoration.none,
    update(deco, tr) {
      for (const e of tr.effects) if (e.is(set)) return e.value;
      return tr.docChanged ? Decoration.none : deco;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  return { set, field };
};
const markLayers = [markLayer(), markLayer()];

/** Tells the page a line (1-based) was clicked: `reconverge-line` on `window` (`detail`: `{line, gutter}`). */
const lineEvent = (line, gutter) => window.dispatchEvent(new CustomEvent('reconverge-line', { detail: { line, gutter } }));

/**
 * Creates an editor in `parent` holding `text`. `opts`:
 * - `onChange()`: every change made in the editor (not those made by `setText`); the page
 *   reads the text (`getText`) once typing pauses, so a keystroke in a 5,000-line text does not
 *   copy it;
 * - `onHover(word, resolve)`: a `%value` or block label is hovered; call
 *   `resolve(verdict, text)` (`verdict` "divergent" | "uniform" | "" ) or `resolve(null)`;
 * - `onBlockHover(name | null)`, `onBlockClick(name)`: a block label of `setBlocks` under the
 *   mouse / clicked;
 * - `language`: a name of `LANGUAGES` (else guessed from the text).
 * Returns the handle whose methods the page calls.
 */
function create(parent, text, opts = {}) {
  const language = new Compartment(), wrap = new Compartment();
  // The language the editor has: setLanguage with the same one changes nothing (reconfiguring
  // re-parses the whole document: 46 ms for a 3,000-line paste, in the task that draws it).
  let currentLang = LANGUAGES[opts.language] || LANGUAGES[sniff(text)];
  let external = false; // a change made by setText (not reported to onChange)
  let blocks = new Set();
  let hovered = null;
  // Layer 1's marks waiting for the next frame's paint (`setLineMarks`); null: none.
  let pendingMarks = null;
  let destroyed = false;
  let lastX = -1, lastY = -1; // the pointer's last position (see mousemove)
  const blockOf = (w) => {
    if (!w) return null;
    const bare = w.text.replace(/^%/, '').replace(/^"(.*)"$/, '$1');
    if (blocks.has(w.text)) return w.text;
    if (blocks.has(bare)) return bare;
    return null;
  };
  const setHovered = (name) => {
    if (name !== hovered) { hovered = name; opts.onBlockHover && opts.onBlockHover(name); }
  };
  const hover = hoverTooltip((view, pos) => {
    const w = wordAt(view.state, pos);
    if (!w || !opts.onHover || !(w.text.startsWith('%') || blockOf(w))) return null;
    return new Promise((resolve) => {
      opts.onHover(w.text, (verdict, body) => {
        if (verdict == null && !body) { resolve(null); return; }
        resolve({
          pos: w.from, end: w.to, above: true,
          create() {
            const dom = document.createElement('div');
            dom.className = 'cm-reconverge-hover';
            dom.dataset.verdict = verdict || '';
            dom.dataset.word = w.text;
            const head = document.createElement('span');
            head.className = 'verdict';
            head.textContent = verdict ? `${w.text}: ${verdict}` : w.text;
            dom.append(head, document.createTextNode(body || ''));
            return { dom };
          },
        });
      });
    });
  }, { hoverTime: 250 });
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers({ domEventHandlers: { mousedown(v, line) { lineEvent(v.state.doc.lineAt(line.from).number, true); return false; } } }),
        ...markLayers.map((l) => l.field), highlightActiveLineGutter(), highlightSpecialChars(), history(), drawSelection(),
        highlightActiveLine(), highlightSelectionMatches(), search({ top: true }), diagnostics,
        keymap.of([...lineKeymap, ...standardKeymap, ...historyKeymap, ...searchKeymap]),
        syntaxHighlighting(style), theme, hover,
        language.of(currentLang),
        wrap.of([]),
        EditorView.contentAttributes.of({ 'aria-label': 'Input text', spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !external && opts.onChange) opts.onChange();
        }),
        EditorView.domEventHandlers({
          mousemove(e, v) {
            // Chromium sends a mousemove with no movement after the text scrolls under a still
            // pointer (as typing does): only a moving pointer hovers (a hover redraws the views).
            if (e.clientX === lastX && e.clientY === lastY) return;
            lastX = e.clientX;
            lastY = e.clientY;
            const pos = v.posAtCoords({ x: e.clientX, y: e.clientY }, false);
            setHovered(pos == null ? null : blockOf(wordAt(v.state, pos)));
          },
          mouseleave() { setHovered(null); },
          // On the press, not the click: the page may redraw the line's marks in between.
          mousedown(e, v) {
            const pos = v.posAtCoords({ x: e.clientX, y: e.clientY }, false);
            if (pos != null && e.button === 0) lineEvent(v.state.doc.lineAt(pos).number, false);
          },
          click(e, v) {
            const pos = v.posAtCoords({ x: e.clientX, y: e.clientY }, false);
            const name = pos == null ? null : blockOf(wordAt(v.state, pos));
            if (name && opts.onBlockClick && v.state.selection.main.empty) opts.onBlockClick(name);
          },
        }),
      ],
    }),
  });
  parent.dataset.editor = 'codemirror';
  const lineRange = (doc, line, col) => {
    const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
    return { l, pos: Math.min(l.from + Math.max(col - 1, 0), l.to) };
  };
  /**
   * Sets layer `layer`'s marks now (`setLineMarks`). First, when line `show` (1-based; 0: none)
   * is not in the editor's view, it scrolls the editor's own box to put that line in the middle
   * (never the page: CodeMirror's `scrollIntoView` also scrolls every scrolling ancestor, the
   * document included). The line's place comes from CodeMirror's height map, and the box is
   * read and scrolled before the marks change the editor's DOM (line classes change no height),
   * so neither forces a layout: this runs after a painted frame, with the layout clean.
   */
  const applyMarks = (list, layer, show = 0) => {
    const doc = view.state.doc;
    if (show >= 1 && show <= doc.lines) {
      const s = view.scrollDOM, at = view.lineBlockAt(doc.line(show).from), h = s.clientHeight, margin = 36;
      if (h > 0 && (at.top < s.scrollTop + margin || at.bottom > s.scrollTop + h - margin)) {
        s.scrollTop = Math.max(0, at.top - h / 2);
      }
    }
    const b = new RangeSetBuilder();
    for (const [line, cls] of [...list].sort((x, y) => x[0] - y[0])) {
      if (line >= 1 && line <= doc.lines) { const l = doc.line(line); b.add(l.from, l.from, Decoration.line({ class: cls })); }
    }
    view.dispatch({ effects: markLayers[layer].set.of(b.finish()) });
  };
  return {
    view,
    getText: () => view.state.doc.toString(),
    /** Replaces the whole text (undoable; not reported to onChange). */
    setText(s) {
      if (s === view.state.doc.toString()) return;
      pendingMarks = null;
      external = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: s } });
      } finally {
        external = false;
      }
    },
    /** Chooses the syntax mode by the app's format name (`llvm-ir`, `spirv`, `compact`, `dot`, `c-loops`). */
    setLanguage(name) {
      const lang = LANGUAGES[name] || LANGUAGES[sniff(view.state.sliceDoc(0, 4096))];
      parent.dataset.language = name || '';
      if (lang === currentLang) return;
      currentLang = lang;
      view.dispatch({ effects: language.reconfigure(lang) });
    },
    /** Soft-wraps long lines, or not. */
    setWrap(on) { view.dispatch({ effects: wrap.reconfigure(on ? EditorView.lineWrapping : []) }); },
    /** The block names whose labels highlight and select blocks. */
    setBlocks(names) { blocks = new Set(names); },
    /**
     * Shows `diags` (`[{line, col, message, severity}]`, 1-based; severity "error" |
     * "warning" | "info") as squiggles under the token at line:col, the message on hover.
     */
    setDiagnostics(diags) {
      const doc = view.state.doc;
      const out = [];
      for (const d of diags) {
        const { l, pos } = lineRange(doc, d.line, d.col || 1);
        let from = pos, to = pos;
        const m = /^[^\s,()[\]{}]+/.exec(l.text.slice(from - l.from));
        to = m ? from + m[0].length : Math.min(from + 1, l.to);
        if (from === to && from > l.from) from -= 1;
        out.push({ from, to, severity: d.severity || 'error', message: d.message, source: d.source });
      }
      view.dispatch({ effects: setDiags.of(out) });
      parent.dataset.diagnostics = String(out.length);
    },
    /** Selects line `line` (1-based) from column `col` to the line's end (or just puts the caret) and scrolls it to the middle. */
    revealLine(line, col, select) {
      const { l, pos } = lineRange(view.state.doc, line, col || 1);
      view.dispatch({
        selection: select ? { anchor: pos, head: l.to } : { anchor: pos },
        effects: EditorView.scrollIntoView(pos, { y: 'center' }),
      });
    },
    /** Scrolls line `line` (1-based) into view if it is not (the selection stays). */
    showLine(line) {
      const { pos } = lineRange(view.state.doc, line, 1);
      view.dispatch({ effects: EditorView.scrollIntoView(pos, { y: 'nearest', yMargin: 40 }) });
    },
    /**
     * Marks lines: `[[line, className], …]` (1-based) in layer `layer` (0: the Debug tab's linked
     * lines, 1: its current lines; each call replaces that layer's marks only). Layer 1 is set
     * after the next frame is painted: a debugger step's stop (its tables and source line) is
     * then drawn in a frame of its own and the editor's current lines in the next one (the
     * editor's update, measure and paint were about a third of a step's frame; issue 33 item 7).
     * Calls before that replace the pending marks; `setText` drops them. `show` (layer 1; 0:
     * none): a line that the editor scrolls into its view with those marks (the stopped lane's
     * current IR line, as a debugger follows its current line).
     */
    setLineMarks(list, layer = 0, show = 0) {
      if (!layer) { applyMarks(list, 0); return; }
      const first = pendingMarks === null;
      pendingMarks = [list, show];
      if (first) requestAnimationFrame(() => setTimeout(() => {
        const p = pendingMarks;
        pendingMarks = null;
        if (p !== null && !destroyed) applyMarks(p[0], 1, p[1]);
      }, 0));
    },
    focus() { view.focus(); },
    destroy() { destroyed = true; view.destroy(); delete parent.dataset.editor; },
  };
}

window.ReconvergeEditor = { create, languages: Object.keys(LANGUAGES), sniff };
// In a task of its own: the page then builds the editor apart from this script's evaluation
// (two shorter main-thread tasks instead of one long one).
setTimeout(() => window.dispatchEvent(new Event('reconverge-editor-ready')), 0);
