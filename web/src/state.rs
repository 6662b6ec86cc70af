//! The explorer's state and its reducer: pure data and transitions, no web-sys.
//!
//! Components turn DOM events into [`Action`]s; [`AppState::apply`] is the only place state
//! changes (Yew's `function_todomvc` pattern). Analyses are derived from the committed text
//! elsewhere (memoised), never stored here.

use crate::examples;
use crate::url::Scenario;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::Reducible;

/// The views of the explorer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum View {
    /// The CFG drawing.
    Cfg,
    /// The dominator tree.
    DomTree,
    /// The post-dominator tree.
    PostDomTree,
}

impl View {
    /// All views, in display order.
    pub const ALL: [View; 3] = [View::Cfg, View::DomTree, View::PostDomTree];

    /// The `data-view` / URL name.
    pub fn id(self) -> &'static str {
        match self {
            View::Cfg => "cfg",
            View::DomTree => "domtree",
            View::PostDomTree => "postdomtree",
        }
    }

    /// The view called `id`.
    pub fn from_id(id: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The heading shown above the view.
    pub fn title(self) -> &'static str {
        match self {
            View::Cfg => "Control-flow graph",
            View::DomTree => "Dominator tree",
            View::PostDomTree => "Post-dominator tree",
        }
    }
}

/// Everything the person has chosen, and what the URL records.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The editor text, exactly as typed (never lost, even when it does not parse).
    pub source: String,
    /// The text the views show (the editor text once typing pauses).
    pub committed: String,
    /// The example the text came from, while unedited.
    pub example: Option<&'static str>,
    /// The chosen function of a multi-function IR module (`None` = the first).
    pub function: Option<String>,
    /// The hovered block, highlighted in every view.
    pub hover: Option<String>,
    /// The view shown enlarged, if any.
    pub focus: Option<View>,
    /// A problem with the link the page was opened with (shown once, dismissible).
    pub link_error: Option<String>,
}

/// A state transition.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The editor text changed (not yet analysed).
    Edit(String),
    /// Typing paused: analyse the editor text.
    Commit,
    /// Load the example with this id.
    LoadExample(String),
    /// Choose a function of the module.
    SelectFunction(String),
    /// Hover a block (`None` = leave).
    Hover(Option<String>),
    /// Enlarge a view or return to the overview.
    Focus(Option<View>),
    /// Hide the link error.
    DismissLinkError,
}

impl Default for AppState {
    fn default() -> Self {
        let e = examples::default_example();
        AppState { source: e.source.to_string(), committed: e.source.to_string(), example: Some(e.id), function: None, hover: None, focus: None, link_error: None }
    }
}

impl AppState {
    /// The state a link describes; a broken link gives the default example plus the error.
    pub fn from_link(link: Option<Result<Scenario, String>>) -> AppState {
        match link {
            None => AppState::default(),
            Some(Err(e)) => AppState { link_error: Some(format!("{e}. Showing the default example instead.")), ..AppState::default() },
            Some(Ok(s)) => {
                let example = s.example.as_deref().and_then(examples::find).filter(|e| e.source == s.source).map(|e| e.id);
                AppState {
                    committed: s.source.clone(),
                    source: s.source,
                    example,
                    function: s.function,
                    focus: s.view.as_deref().and_then(View::from_id),
                    hover: None,
                    link_error: None,
                }
            }
        }
    }

    /// What the URL should hold for this state: the committed text (so the link is not
    /// re-encoded on every keystroke), the function, the enlarged view and the example.
    pub fn scenario(&self) -> Scenario {
        Scenario { source: self.committed.clone(), function: self.function.clone(), view: self.focus.map(|v| v.id().to_string()), example: self.example.map(str::to_string) }
    }

    /// Applies `action` (pure).
    pub fn apply(&self, action: Action) -> AppState {
        let mut s = self.clone();
        match action {
            Action::Edit(text) => {
                if s.example.and_then(examples::find).is_some_and(|e| e.source != text) {
                    s.example = None;
                }
                s.source = text;
            }
            Action::Commit => s.committed = s.source.clone(),
            Action::LoadExample(id) => {
                if let Some(e) = examples::find(&id) {
                    s.source = e.source.to_string();
                    s.committed = s.source.clone();
                    s.example = Some(e.id);
                    s.function = None;
                    s.hover = None;
                }
            }
            Action::SelectFunction(f) => {
                s.function = Some(f);
                s.hover = None;
            }
            Action::Hover(h) => s.hover = h,
            Action::Focus(v) => s.focus = v,
            Action::DismissLinkError => s.link_error = None,
        }
        s
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = self.apply(action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_keeps_text_and_commit_publishes_it() {
        let s = AppState::default().apply(Action::Edit("a -> b".into()));
        assert_eq!(s.source, "a -> b");
        assert_ne!(s.committed, "a -> b");
        assert_eq!(s.example, None);
        let s = s.apply(Action::Commit);
        assert_eq!(s.committed, "a -> b");
    }

    #[test]
    fn examples_and_links() {
        let s = AppState::default().apply(Action::LoadExample("fig4-2".into()));
        assert_eq!(s.example, Some("fig4-2"));
        let s = s.apply(Action::Focus(Some(View::DomTree)));
        let back = AppState::from_link(Some(Ok(s.scenario())));
        assert_eq!(back.source, s.source);
        assert_eq!(back.example, Some("fig4-2"));
        assert_eq!(back.focus, Some(View::DomTree));
        let broken = AppState::from_link(Some(Err("the link is damaged".into())));
        assert_eq!(broken.source, AppState::default().source);
        assert!(broken.link_error.unwrap().contains("damaged"));
    }
}
