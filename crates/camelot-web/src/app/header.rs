//! The header every page shares: the name, what the page is, the page's own buttons, and the
//! links between pages.

use super::i18n::t;
use super::language;
use yew::prelude::*;

/// A page, as the header's links name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// The game.
    Play,
    /// The course.
    Learn,
    /// The rules reference.
    Rules,
    /// The position editor.
    Editor,
    /// The analysis board.
    Analysis,
    /// The puzzles.
    Puzzles,
}

/// The page header: the name (a link home but on the game page), `middle` (what the page
/// is, its buttons), the links between pages (the page shown marked when `current`), then
/// `end`.
pub fn page_header(page: Page, current: bool, middle: Html, end: Html) -> Html {
    let mark = |p: Page| (p == page && current).then_some("page");
    let link = |p: Page, href: &'static str, key: &'static str, testid: Option<&'static str>| {
        html! { <a {href} aria-current={mark(p)} data-testid={testid}>{ t(key) }</a> }
    };
    html! {
        <header class="top">
            if page == Page::Play {
                <h1>{ t("app-name") }</h1>
            } else {
                <h1><a href="#/" class="home">{ t("app-name") }</a></h1>
            }
            { middle }
            <nav class="links" aria-label={t("nav-pages")}>
                { link(Page::Play, "#/", "nav-play", None) }
                { link(Page::Learn, "#/learn", "nav-learn", Some("learn-link")) }
                { link(Page::Puzzles, "#/puzzles", "nav-puzzles", Some("puzzles-link")) }
                { link(Page::Rules, "#/rules", "nav-rules", None) }
                if page == Page::Analysis { { link(Page::Analysis, "#/analysis", "nav-analysis", None) } }
                if page == Page::Editor { { link(Page::Editor, "#/editor", "nav-editor", None) } }
            </nav>
            { language::switch() }
            { end }
        </header>
    }
}
