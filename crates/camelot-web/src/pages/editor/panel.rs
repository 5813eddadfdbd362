//! The editor's side panel: the fields of the position text, the text itself, playing or
//! analysing the position, and sharing it.

use super::links::{PlayAs, analysis_url, editor_url, play_url, share_url};
use super::state::{Action, EditorState};
use super::words;
use crate::app::clipboard::CopyField;
use crate::app::i18n::t;
use crate::app::store::Shared;
use crate::app::words::{color_key, side};
use crate::engine::{DEFAULT_LEVEL, LEVELS};
use crate::game::share::{EmbedOptions, embed_url, iframe, site_base};
use crate::t;
use camelot_core::{Color, Variant};
use yew::prelude::*;

/// Panel properties: the editor's state and dispatch.
#[derive(Properties, PartialEq)]
pub struct PanelProps {
    /// The editor's state.
    pub state: Shared<EditorState>,
    /// Its dispatch.
    pub dispatch: Callback<Action>,
}

/// The site's folder, from the page's address.
pub fn base() -> String {
    site_base(&gloo_utils::window().location().href().unwrap_or_default())
}

/// The value of the select or input an event came from.
fn value_of(e: &Event) -> Option<String> {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .or_else(|| {
            e.target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
        })
}

/// The game, the side to move, the castle moves used and the move number.
#[function_component(Fields)]
pub fn fields(props: &PanelProps) -> Html {
    let s = &props.state;
    let d = &props.dispatch;
    let variant = s.setup.variant();
    let turn = s.setup.turn;
    let on_variant = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = value_of(&e).and_then(|v| v.parse::<Variant>().ok()) {
                d.emit(Action::Variant(v));
            }
        })
    };
    let on_turn = d.reform(|e: Event| {
        Action::Turn(if value_of(&e).as_deref() == Some("b") {
            Color::Black
        } else {
            Color::White
        })
    });
    let castle_select = |color: Color| {
        let d = d.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(n) = value_of(&e).and_then(|v| v.parse::<u8>().ok()) {
                d.emit(Action::CastleMoves(color, n));
            }
        });
        let used = s.setup.castle_moves[color];
        let id = format!("castle-moves-{}", color.name());
        html! {
            <div class="field">
                <label for={id.clone()}>{ t!("editor-castle-moves", possessive = words::possessive(color), color = color_key(color)) }</label>
                <select id={id.clone()} data-testid={id} {onchange}>
                    { for (0..=2u8).map(|n| html! {
                        <option value={n.to_string()} selected={used == n}>{ n }</option>
                    }) }
                </select>
            </div>
        }
    };
    let on_fullmove = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(n) = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .and_then(|i| i.value().trim().parse::<u32>().ok())
                .filter(|&n| n >= 1)
            {
                d.emit(Action::Fullmove(n));
            }
        })
    };
    html! {
        <div class="fields">
            <div class="field wide">
                <label for="editor-variant">{ t("editor-game") }</label>
                <select id="editor-variant" data-testid="editor-variant" onchange={on_variant}
                        title={t("editor-game-title")}>
                    { for Variant::ALL.into_iter().map(|v| html! {
                        <option value={v.name()} selected={v == variant}>{ crate::app::core_words::variant_title(v) }</option>
                    }) }
                </select>
            </div>
            <div class="field">
                <label for="side-to-move">{ t("editor-turn") }</label>
                <select id="side-to-move" data-testid="side-to-move" onchange={on_turn}>
                    <option value="w" selected={turn == Color::White}>{ side(Color::White) }</option>
                    <option value="b" selected={turn == Color::Black}>{ side(Color::Black) }</option>
                </select>
            </div>
            { castle_select(Color::White) }
            { castle_select(Color::Black) }
            <div class="field">
                <label for="move-number">{ t("editor-move-number") }</label>
                <input id="move-number" data-testid="move-number" type="number" min="1" inputmode="numeric"
                       value={s.setup.fullmove.to_string()} oninput={on_fullmove} />
            </div>
        </div>
    }
}

/// The position text, to edit or paste, and its problem.
#[function_component(PositionText)]
pub fn position_text(props: &PanelProps) -> Html {
    let s = &props.state;
    let on_text = {
        let d = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                d.emit(Action::Text(i.value()));
            }
        })
    };
    let on_text_done = props.dispatch.reform(|_: Event| Action::CommitText);
    html! {
        <div class="position-text">
            <label for="editor-position"><strong>{ t("editor-position-text") }</strong>
                <span class="help">{ t("editor-position-text-help") }</span></label>
            <div class="copy-line">
                <input id="editor-position" data-testid="editor-position" type="text"
                       spellcheck="false" autocomplete="off" autocapitalize="off"
                       aria-invalid={s.text_error.is_some().to_string()}
                       aria-describedby="editor-position-error"
                       value={s.text.clone()} oninput={on_text} onchange={on_text_done} />
                <CopyField label={t("editor-copy-position")} testid="editor-copy" text={s.text.clone()} button_only=true />
            </div>
            <p id="editor-position-error" class="field-error" data-testid="editor-position-error"
               hidden={s.text_error.is_none()} role="alert">
                { s.text_error.as_deref().map(words::not_read) }
            </p>
        </div>
    }
}

/// Play-from-here properties.
#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The editor's state.
    pub state: Shared<EditorState>,
    /// "Click" or "Tap".
    pub verb: AttrValue,
}

/// Playing the position against the computer or for two, and analysing it.
#[function_component(PlayFromHere)]
pub fn play_from_here(props: &PlayProps) -> Html {
    let s = &props.state;
    let level = use_state(|| DEFAULT_LEVEL);
    let turn = s.setup.turn;
    let position = s.position();
    let playable = s.playable();
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            if let Some(l) = value_of(&e).and_then(|v| v.parse::<u8>().ok()) {
                level.set(l);
            }
        })
    };
    let play = |who: PlayAs| {
        let url = position.as_ref().map(|p| play_url(&base(), p, who, *level));
        Callback::from(move |_: MouseEvent| {
            if let Some(u) = url.as_deref() {
                let _ = gloo_utils::window().location().set_href(u);
            }
        })
    };
    let (me, other) = match turn {
        Color::White => (PlayAs::White, PlayAs::Black),
        Color::Black => (PlayAs::Black, PlayAs::White),
    };
    // The analysis board takes any position that follows the rules, a finished game too.
    let analyse = position.as_ref().map(analysis_url);
    let why_not = words::why_not_play(&s.verdict());
    html! {
        <>
            <h2>{ t("editor-play-title") }</h2>
            <label class="field level">{ t("editor-level") }
                <select data-testid="editor-level" onchange={on_level}>
                    { for LEVELS.map(|l| html! {
                        <option value={l.to_string()} selected={l == *level}>{ l }</option>
                    }) }
                </select>
            </label>
            <div class="controls">
                <button type="button" class="primary" data-testid="editor-play" disabled={!playable} onclick={play(me)}>
                    { t!("editor-play-side", side = side(turn), color = color_key(turn)) }
                </button>
                <button type="button" data-testid="editor-play-other" disabled={!playable} onclick={play(other)}>
                    { t!("editor-play-side", side = side(!turn), color = color_key(!turn)) }
                </button>
                <button type="button" data-testid="editor-play-two" disabled={!playable} onclick={play(PlayAs::Two)}>
                    { t("editor-play-two") }
                </button>
                if let Some(href) = analyse {
                    <a class="button" data-testid="editor-analyse" href={href}>{ t("editor-analyse") }</a>
                } else {
                    <button type="button" data-testid="editor-analyse" aria-disabled="true" class="unavailable"
                            title={words::analyse_why_not()} aria-describedby="analyse-why-not">
                        { t("editor-analyse") }
                    </button>
                    <span id="analyse-why-not" class="sr-only">{ words::analyse_why_not() }</span>
                }
            </div>
            if let Some(why) = why_not {
                <p class="help" data-testid="editor-play-why">{ why }</p>
            } else {
                <p class="help">{ words::play_help(&props.verb) }</p>
            }
        </>
    }
}

/// Links and the embed snippet of the position, and the editor's own link.
#[function_component(Shares)]
pub fn shares(props: &PanelProps) -> Html {
    let s = &props.state;
    let embed = use_state_eq(EmbedOptions::default);
    let base_url = base();
    let shares = s.position().map(|pos| {
        let opts = *embed;
        let set = |f: fn(&mut EmbedOptions, bool), on: fn(&Event) -> bool| {
            let embed = embed.clone();
            Callback::from(move |e: Event| {
                let mut o = *embed;
                f(&mut o, on(&e));
                embed.set(o);
            })
        };
        let on_orientation = set(
            |o, on| o.black_at_bottom = on,
            |e| value_of(e).as_deref() == Some("black"),
        );
        let on_theme = set(
            |o, on| o.dark = on,
            |e| value_of(e).as_deref() == Some("dark"),
        );
        let on_interactive = set(
            |o, on| o.interactive = on,
            |e| {
                e.target_dyn_into::<web_sys::HtmlInputElement>()
                    .is_some_and(|i| i.checked())
            },
        );
        let snippet = iframe(
            &embed_url(&base_url, &pos, opts),
            &t("editor-embed-frame-title"),
        );
        html! {
            <>
                <CopyField label={t("editor-share-link")} testid="editor-share-link"
                           help={t("editor-share-link-help")}
                           text={share_url(&base_url, &pos)} />
                <div class="embed-options" role="group" aria-label={t("editor-embed-options")}>
                    <strong>{ t("editor-embed-options-title") }</strong>
                    <label>{ t("editor-embed-bottom") }
                        <select data-testid="embed-orientation" onchange={on_orientation}>
                            <option value="white" selected={!opts.black_at_bottom}>{ side(Color::White) }</option>
                            <option value="black" selected={opts.black_at_bottom}>{ side(Color::Black) }</option>
                        </select>
                    </label>
                    <label>{ t("editor-embed-colours") }
                        <select data-testid="embed-theme" onchange={on_theme}>
                            <option value="light" selected={!opts.dark}>{ t("editor-embed-light") }</option>
                            <option value="dark" selected={opts.dark}>{ t("editor-embed-dark") }</option>
                        </select>
                    </label>
                    <label class="check">
                        <input type="checkbox" data-testid="embed-interactive" checked={opts.interactive} onchange={on_interactive} />
                        { t("editor-embed-interactive") }
                    </label>
                </div>
                <CopyField label={t("editor-embed")} testid="editor-embed"
                           help={t("editor-embed-help")}
                           text={snippet} />
            </>
        }
    });
    html! {
        <>
            <h2>{ t("editor-share-title") }</h2>
            if let Some(s) = shares {
                { s }
            } else {
                <p class="help">{ t("editor-share-none") }</p>
            }
            <CopyField label={t("editor-link")} testid="editor-link"
                       help={t("editor-link-help")}
                       text={editor_url(&base_url, &s.setup)} />
        </>
    }
}
