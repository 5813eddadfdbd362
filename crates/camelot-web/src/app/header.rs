//! The header every page shares: the name, what the page is, the page's own buttons, and the
//! links between pages.

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
}

/// Header properties.
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The page shown.
    pub page: Page,
    /// Whether the page's own link is marked as the page shown (a lesson is not the course's
    /// list, so its link stays plain).
    #[prop_or(true)]
    pub current: bool,
    /// What comes between the name and the links: what the page is, its buttons.
    #[prop_or_default]
    pub children: Html,
    /// What comes after the links (the game page's switches).
    #[prop_or_default]
    pub end: Html,
}

/// The page header.
#[function_component(PageHeader)]
pub fn page_header(props: &HeaderProps) -> Html {
    let page = props.page;
    let current = |p: Page| (p == page && props.current).then_some("page");
    let link = |p: Page, href: &'static str, name: &'static str, testid: Option<&'static str>| {
        html! { <a {href} aria-current={current(p)} data-testid={testid}>{ name }</a> }
    };
    html! {
        <header class="top">
            if page == Page::Play {
                <h1>{ "Camelot" }</h1>
            } else {
                <h1><a href="#/" class="home">{ "Camelot" }</a></h1>
            }
            { props.children.clone() }
            <nav class="links" aria-label="Pages">
                { link(Page::Play, "#/", "Play", None) }
                { link(Page::Learn, "#/learn", "Learn", Some("learn-link")) }
                { link(Page::Rules, "#/rules", "Rules", None) }
                if page == Page::Analysis { { link(Page::Analysis, "#/analysis", "Analysis", None) } }
                if page == Page::Editor { { link(Page::Editor, "#/editor", "Editor", None) } }
            </nav>
            { props.end.clone() }
        </header>
    }
}
