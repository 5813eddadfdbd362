//! The embedded board's state ([`View`], one pure reducer: stepping through the game, and the
//! visitor's moves through the shared move entry) and its component.

use super::params::{EmbedConfig, Theme};
use super::words;
use crate::app::i18n::t;
use crate::app::store::{Reduce, on_click, use_store};
use crate::board::{Board, DrawnPath, LastMove, Marks, PathStyle, Shape};
use crate::entry::view::{chooser, pieces as entry_pieces, use_board_events};
use crate::entry::{Entry, EntryAction, Outcome, Pointer, duty, enterable, words as entry_words};
use camelot_core::{Game, Move};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The embedded board's state.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// What the URL asks for.
    pub config: EmbedConfig,
    /// The game shown, with the visitor's moves.
    pub game: Game,
    /// The move being entered.
    pub entry: Entry,
    /// Why the last click or tap did nothing.
    pub message: Option<String>,
}

/// What can happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// The start.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// The end.
    Last,
    /// The visitor on the board.
    Entry(EntryAction),
}

impl View {
    /// The board the URL asks for.
    pub fn new(config: EmbedConfig) -> View {
        View {
            game: config.game.clone(),
            config,
            entry: Entry::default(),
            message: None,
        }
    }

    /// The state after `act`.
    pub fn reduce(&self, act: Act) -> View {
        let mut v = self.clone();
        let n = v.game.all_moves().len();
        let ply = v.game.ply();
        let target = match act {
            Act::First => Some(0),
            Act::Prev => Some(ply.saturating_sub(1)),
            Act::Next => Some((ply + 1).min(n)),
            Act::Last => Some(n),
            Act::Entry(a) => {
                v.enter(a);
                None
            }
        };
        if let Some(ply) = target {
            v.game.go_to(ply);
            v.entry.reset();
            v.message = None;
        }
        v
    }

    fn enter(&mut self, action: EntryAction) {
        let passing = matches!(
            action,
            EntryAction::Hover(_) | EntryAction::Show(_) | EntryAction::Cancel
        );
        if !passing && !self.config.interactive {
            return;
        }
        if action == EntryAction::Cancel {
            self.message = None;
        }
        let pos = self.game.position().clone();
        let legal = enterable(&pos);
        self.message = match self.entry.apply(&pos, &legal, action) {
            Outcome::Nothing if passing => return,
            Outcome::Nothing => None,
            Outcome::Play(m) => {
                self.play(m);
                None
            }
            Outcome::Miss { from, path, stop } => Some(self.entry.miss(&pos, from, &path, stop)),
            Outcome::Say(why) => Some(self.entry.why(&why)),
        };
    }

    /// The legal moves, for the move entry (see [`enterable`]).
    fn legal(&self) -> Vec<Move> {
        enterable(self.game.position())
    }

    fn play(&mut self, m: Move) {
        self.entry.reset();
        self.game.truncate();
        let _ = self.game.play(&m);
    }

    /// The duty of the side to move, for a board that takes moves.
    fn duty(&self) -> Option<crate::entry::Duty> {
        if !self.config.interactive {
            return None;
        }
        duty(self.game.position(), &self.legal())
    }

    /// The marks: the squares the URL highlights, the last move, the duty's pieces and the
    /// move being entered.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if self.game.ply() == self.config.ply {
            m.next = self.config.highlight.squares.clone();
        }
        if let Some(last) = self.game.moves().last().filter(|l| !l.is_placement()) {
            m.last = std::iter::once(last.from())
                .chain(last.landings())
                .collect();
        }
        if let Some(d) = self.duty() {
            m.movable = d.squares;
        }
        if self.config.interactive {
            self.entry.mark(self.game.position(), &self.legal(), &mut m);
        }
        m
    }

    /// The paths: the last move, the URL's highlighted move, the move being entered.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        if let Some(last) = self.game.moves().last().filter(|l| !l.is_placement()) {
            out.push(DrawnPath::of(last, PathStyle::Last));
        }
        if self.game.ply() == self.config.ply
            && let Some((from, landings, captures)) = &self.config.highlight.path
        {
            out.push(DrawnPath {
                from: *from,
                landings: landings.clone(),
                captures: captures.clone(),
                style: PathStyle::Hint,
                plays: None,
            });
        }
        if let Some(p) = self.entry.path(&self.legal()) {
            out.push(p);
        }
        out
    }

    /// The caption under the board.
    pub fn caption(&self) -> String {
        let pos = self.game.position();
        let ply = self.game.ply();
        let total = self.game.all_moves().len();
        let moved = ply
            .checked_sub(1)
            .and_then(|i| self.game.all_moves().get(i))
            .map(ToString::to_string);
        let over = self
            .game
            .outcome()
            .filter(|_| ply == total)
            .or(pos.outcome());
        words::caption(ply, total, moved, over, pos.turn(), self.config.interactive)
    }
}

impl Reduce for View {
    type Action = Act;
    fn reduce(&self, act: Act) -> View {
        View::reduce(self, act)
    }
}

/// Properties of the embedded board.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What the URL asks for.
    pub config: EmbedConfig,
}

/// The keys work wherever the focus is in the frame (the board's squares take no focus when
/// clicked); a key the board used (arrows moving between squares) is left to it.
#[hook]
fn use_frame_keys(dispatch: Callback<Act>) {
    use_effect_with((), move |_| {
        // Not passive: a handled key's default (scrolling a page that embeds the frame) is
        // prevented.
        let options = gloo_events::EventListenerOptions::enable_prevent_default();
        let listener = gloo_events::EventListener::new_with_options(
            &gloo_utils::window(),
            "keydown",
            options,
            move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() {
                    return;
                }
                let a = match e.key().as_str() {
                    "ArrowLeft" if !e.shift_key() => Act::Prev,
                    "ArrowRight" if !e.shift_key() => Act::Next,
                    "Home" => Act::First,
                    "End" => Act::Last,
                    "Escape" => Act::Entry(EntryAction::Cancel),
                    _ => return,
                };
                e.prevent_default();
                dispatch.emit(a);
            },
        );
        move || drop(listener)
    });
}

/// The note under a board that takes moves: why a click did nothing, the trees to plant, the
/// choice, the move waiting for its second tap, the step of the move being entered, the duty,
/// or the hint.
fn note(v: &View, d: &Callback<Act>) -> Html {
    let pos = v.game.position();
    let legal = v.legal();
    let entry = |a: EntryAction| on_click(d, Act::Entry(a));
    let pointer = v.entry.pointer;
    if let Some(t) = &v.message {
        return html! { <p class="embed-message" data-testid="embed-message">{ t }</p> };
    }
    if pos.is_placing_trees() && pos.outcome().is_none() {
        let status = entry_words::planting_by(&v.entry.planting, pos, pointer);
        return html! {
            <div class="embed-confirm" data-testid="entry-status">
                <span>{ status }</span>
                if let Some(m) = v.entry.placement(pos) {
                    <button class="primary" onclick={entry(EntryAction::Confirm)} data-testid="plant-trees">{ words::plant(&m) }</button>
                }
            </div>
        };
    }
    if let Some(c) = chooser(&v.entry, &d.reform(Act::Entry)) {
        return c;
    }
    if let Some(m) = v.entry.pending {
        return html! {
            <div class="embed-confirm" data-testid="entry-status">
                <span>{ words::tap_again(m.to()) }</span>
                <button class="primary" onclick={entry(EntryAction::Confirm)} data-testid="confirm-move">{ words::play(&m) }</button>
            </div>
        };
    }
    if let Some(t) = v.entry.status(pos, &legal) {
        return html! { <p data-testid="entry-status">{ t }</p> };
    }
    if let Some(duty) = v.duty().filter(|_| v.entry.builder.is_none()) {
        return html! { <p class="embed-duty" data-testid="embed-duty">{ entry_words::duty(&duty) }</p> };
    }
    if v.entry.builder.is_none() && pos.outcome().is_none() {
        return html! { <p class="embed-hint">{ words::hint(pointer) }</p> };
    }
    html! {}
}

/// The embedded board with its bar.
#[function_component(EmbedBoard)]
pub fn embed_board(props: &BoardProps) -> Html {
    let config = props.config.clone();
    let (v, d) = use_store(move || {
        let mut v = View::new(config);
        v.entry.pointer = Pointer::at_start();
        v
    });
    use_frame_keys(d.clone());
    let board = use_board_events(d.reform(Act::Entry));
    let act = |a: Act| on_click(&d, a);
    let pos = v.game.position();
    let shape = Shape::of(pos.geometry());
    let last = v
        .game
        .moves()
        .last()
        .filter(|m| !m.is_placement())
        .map(LastMove::of);
    let total = v.game.all_moves().len();
    let ply = v.game.ply();
    let steps = total > 0;
    let end_here = v
        .entry
        .can_end_here(&v.legal())
        .map(|m| html! { <button onclick={act(Act::Entry(EntryAction::EndHere))}>{ words::end_here(&m) }</button> });
    let theme = match v.config.theme {
        Theme::Light => "theme-light",
        Theme::Dark => "theme-dark",
    };
    // A comment belongs to the record's moves: not to a line a visitor played instead.
    let comment = v
        .config
        .comments
        .get(ply)
        .cloned()
        .flatten()
        .filter(|_| v.game.all_moves().get(..ply) == v.config.game.all_moves().get(..ply));
    html! {
        <div class={classes!("embed", theme)} data-testid="embed">
            <div class="embed-board" style={shape.style()}>
                <Board {shape} trees={pos.board().trees()} label={words::board_label(pos.variant())}
                       pieces={entry_pieces(pos, &v.entry)} flipped={v.config.flipped}
                       marks={Rc::new(v.marks())} paths={Rc::new(v.paths())} {last}
                       interactive={v.config.interactive} on_square={board.on_square}
                       on_tap={Some(board.on_tap)} on_hover={board.on_hover} />
            </div>
            if v.config.interactive {
                <div class="embed-note" role="status" aria-live="polite">{ note(&v, &d) }</div>
            }
            if let Some(c) = comment {
                <p class="embed-comment" data-testid="embed-comment">{ c }</p>
            }
            <div class="embed-bar">
                if steps {
                    <button onclick={act(Act::First)} disabled={ply == 0} aria-label={t("embed-first")} data-testid="first">{ "«" }</button>
                    <button onclick={act(Act::Prev)} disabled={ply == 0} aria-label={t("embed-prev")} data-testid="prev">{ "‹" }</button>
                }
                <span class="embed-caption" data-testid="caption" aria-live="polite">{ v.caption() }</span>
                { for end_here }
                if steps {
                    <button onclick={act(Act::Next)} disabled={ply >= total} aria-label={t("embed-next")} data-testid="next">{ "›" }</button>
                    <button onclick={act(Act::Last)} disabled={ply >= total} aria-label={t("embed-last")} data-testid="last">{ "»" }</button>
                }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::embed::params::parse_params;
    use camelot_core::{Position, Square};

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn errors(q: &str) -> Vec<String> {
        parse_params(q).expect_err("should be refused")
    }

    #[test]
    fn stepping_and_playing() {
        let c = parse_params("moves=F7-F8+F10-F9&ply=0&interactive=1").expect("ok");
        let v = View::new(c);
        assert_eq!(v.caption(), "Start · White to move");
        let v = v.reduce(Act::Next).reduce(Act::Next).reduce(Act::Next);
        assert_eq!(v.game.ply(), 2);
        assert!(v.caption().starts_with("2/2: F10-F9"), "{}", v.caption());
        let v = v
            .reduce(Act::First)
            .reduce(Act::Entry(EntryAction::Click(sq("G7"))))
            .reduce(Act::Entry(EntryAction::Click(sq("G8"))));
        assert_eq!(
            v.game.notation(),
            ["G7-G8"],
            "playing from the start replaces the game"
        );
    }

    fn view(query: &str) -> View {
        View::new(parse_params(query).expect("ok"))
    }

    fn press(v: View, squares: &[&str]) -> View {
        squares
            .iter()
            .fold(v, |v, q| v.reduce(Act::Entry(EntryAction::Click(sq(q)))))
    }

    const JUMP: &str = "position=2%2F8%2F10%2Fm11%2F12%2F12%2F12%2F12%2F12%2F4m7%2F12%2F4mm6%2F4M5M1%2F10%2F8%2F2+w+0+0+1&interactive=1";

    #[test]
    fn illegal_clicks_say_why() {
        let v = press(view("interactive=1"), &["F10"]);
        assert_eq!(
            v.message.as_deref(),
            Some("That is Black's piece. You play White: click one of your own pieces.")
        );
        let v = press(view("interactive=1"), &["F7", "F10"]);
        assert_eq!(
            v.message.as_deref(),
            Some("F7 cannot go to F10. The dots show where it can go.")
        );
        let v = press(view("interactive=1"), &["F7", "F9"]);
        assert_eq!(
            v.message.as_deref(),
            Some("F7 cannot go to F9. The dots show where it can go.")
        );
        assert!(v.entry.builder.is_some(), "the piece stays selected");
        let v = press(v, &["F8"]);
        assert_eq!(
            (v.message.as_deref(), v.game.notation()),
            (None, vec!["F7-F8".to_string()])
        );
        let v = press(view("interactive=1"), &["H9"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.starts_with("H9 is empty"))
        );
        // Nothing of that on a board that only shows.
        let v = press(view(""), &["F7", "F9"]);
        assert_eq!((v.message, v.entry.builder), (None, None));
    }

    #[test]
    fn the_capture_duty_is_stated_and_its_pieces_marked() {
        let v = view(JUMP);
        let d = v.duty().expect("a capture is compulsory");
        assert_eq!(
            entry_words::duty(&d),
            "A capture is compulsory: capture with your man on E4."
        );
        assert_eq!(v.marks().movable, [sq("E4")]);
        let v = press(v, &["K4"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.contains("only your man on E4 can capture")),
            "{:?}",
            v.message
        );
        let v = press(v, &["E4", "E6"]);
        assert!(
            v.entry
                .status(v.game.position(), &v.legal())
                .is_some_and(|s| s.starts_with("Keep jumping"))
        );
        let v = press(v, &["E6"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.starts_with("The move cannot end on E6")),
            "{:?}",
            v.message
        );
        let v = press(v, &["E8"]);
        assert_eq!(v.game.notation(), ["E4xE6xE8"]);
        assert_eq!(view(&JUMP.replace("&interactive=1", "")).duty(), None);
    }

    #[test]
    fn an_undecided_click_offers_the_choice_and_a_tap_asks_twice() {
        let q = format!(
            "position={}&interactive=1",
            crate::app::query::encode_component(
                "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15"
            )
        );
        let v = press(view(&q), &["J6", "F12"]);
        let c = v.entry.choice.clone().expect("a choice");
        let v = v.reduce(Act::Entry(EntryAction::Show(Some(1))));
        assert_eq!(v.paths().pop().and_then(|p| p.plays), Some(c.options[1]));
        let v = v.reduce(Act::Entry(EntryAction::Pick(1)));
        assert_eq!(v.game.moves(), [c.options[1]]);

        let v = view(&q)
            .reduce(Act::Entry(EntryAction::Tap(sq("J6"))))
            .reduce(Act::Entry(EntryAction::Tap(sq("F12"))));
        assert!(
            v.entry.choice.is_some(),
            "a tap that cannot decide offers the choice too"
        );
    }

    #[test]
    fn stepping_drops_the_move_being_entered() {
        let v = press(view("moves=F7-F8+F10-F9&interactive=1"), &["F8"]);
        assert!(v.entry.builder.is_some());
        let v = v.reduce(Act::First);
        assert_eq!((v.entry.builder.clone(), v.game.ply()), (None, 0));
        let v = v.reduce(Act::Last);
        assert_eq!(v.game.ply(), 2);
    }

    #[test]
    fn a_tap_on_a_long_canter_is_shown_first() {
        // White men E4, E5, F7, H8 (the canter lesson): E4-E6-G8-I8.
        let q = format!(
            "position={}&interactive=1",
            crate::app::query::encode_component(
                "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1"
            )
        );
        let v = view(&q)
            .reduce(Act::Entry(EntryAction::Tap(sq("E4"))))
            .reduce(Act::Entry(EntryAction::Tap(sq("I8"))));
        assert!(v.game.moves().is_empty(), "not played yet");
        let drawn = v.paths().pop().and_then(|p| p.plays).map(|m| m.to_string());
        assert_eq!(drawn.as_deref(), Some("E4-E6-G8-I8"));
        let played = v.clone().reduce(Act::Entry(EntryAction::Tap(sq("I8"))));
        assert_eq!(played.game.notation(), ["E4-E6-G8-I8"]);
        let confirmed = v.clone().reduce(Act::Entry(EntryAction::Confirm));
        assert_eq!(confirmed.game.notation(), ["E4-E6-G8-I8"]);
        let put_aside = v.reduce(Act::Entry(EntryAction::Cancel));
        assert!(put_aside.game.moves().is_empty() && put_aside.entry.pending.is_none());
    }

    #[test]
    fn a_variant_alone_shows_its_start_and_positions_must_be_of_it() {
        use camelot_core::Variant;
        // tests/variants.mjs uses Cam's start text.
        assert_eq!(
            Position::start_of(Variant::Cam).to_string(),
            "cam 1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 1"
        );
        let c = parse_params("variant=camette").expect("ok");
        assert_eq!(c.game.position(), &Position::start_of(Variant::Camette));
        let c = parse_params("variant=River+Camelot").expect("a title is a name too");
        assert_eq!(c.game.variant(), Variant::River);
        let camette = Position::start_of(Variant::Camette).to_string();
        let q = format!(
            "variant=camette&position={}",
            crate::app::query::encode_component(&camette)
        );
        assert_eq!(
            parse_params(&q).expect("ok").game.variant(),
            Variant::Camette
        );
        let unnamed = camette.split_once(' ').expect("named").1;
        let q = format!(
            "variant=camette&position={}",
            crate::app::query::encode_component(unnamed)
        );
        assert_eq!(
            parse_params(&q)
                .expect("the name may be left to variant=")
                .game
                .variant(),
            Variant::Camette
        );
        let q = format!(
            "position={}&moves=C3-C4",
            crate::app::query::encode_component(&camette)
        );
        assert_eq!(
            parse_params(&q)
                .expect("a named text needs no variant=")
                .game
                .notation(),
            ["C3-C4"]
        );
        let c = parse_params("variant=chivalry&moves=L7-M8&highlight=N5,M8").expect("ok");
        assert_eq!(c.game.notation(), ["L7-M8"]);
        assert_eq!(c.highlight.squares.len(), 2, "Chivalry's squares");
    }

    #[test]
    fn wrong_variants_get_the_usual_clear_errors() {
        let e = errors("variant=checkers");
        assert_eq!(
            e,
            [
                "variant: unknown variant `checkers`: one of camelot, chivalry, cam, camette, all-knighter, river, anti"
            ]
        );
        let cam = camelot_core::Position::start_of(camelot_core::Variant::Cam).to_string();
        let e = errors(&format!(
            "variant=camette&position={}",
            crate::app::query::encode_component(&cam)
        ));
        assert!(e[0].starts_with("position: "), "{e:?}");
        let rec = "[Variant \"Cam\"]\n\n1. D5-D6 *";
        let e = errors(&format!(
            "variant=chivalry&record={}",
            crate::app::query::encode_component(rec)
        ));
        assert_eq!(e, ["variant: the record is a game of Cam, not of Chivalry"]);
        assert!(errors("variant=cam&highlight=L7")[0].contains("L7 is not a square of this board"));
        assert!(
            errors("variant=cam&moves=F7-F8")[0]
                .starts_with("moves: move 1 (F7-F8) cannot be played")
        );
        assert_eq!(
            errors("variant=checkers&theme=neon").len(),
            2,
            "every problem is listed"
        );
    }

    #[test]
    fn an_interactive_river_embed_plants_trees_by_clicks() {
        let v = view("variant=river&interactive=1");
        assert!(v.legal().is_empty());
        let v = press(v, &["C2", "D2"]);
        assert_eq!(v.marks().planting.len(), 2);
        let v = press(v, &["A8"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.contains("Black plants there"))
        );
        let v = press(v, &["I2"]).reduce(Act::Entry(EntryAction::Confirm));
        assert_eq!(v.game.notation(), ["C2,D2,I2"]);
        assert!(v.paths().is_empty(), "a placement draws no path");
        assert!(v.marks().last.is_empty());
        let c = parse_params("variant=river&moves=C2,D2,I2+C15,D15,I15").expect("ok");
        assert_eq!(
            c.game.notation(),
            ["C2,D2,I2", "C15,D15,I15"],
            "placements stay whole"
        );
        assert!(
            errors("variant=river&moves=C2,D2,I2+C15,D15,I15,D5-D6")[0].contains("move 2 (C15)")
        );
        let c = parse_params("variant=river&moves=C2,D2,I2+C15,D15,I15+D5-D6,I12-I11").expect("ok");
        assert_eq!(c.game.notation().len(), 4);
        let shown = press(view("variant=river"), &["C2", "D2", "I2"])
            .reduce(Act::Entry(EntryAction::Confirm));
        assert!(
            shown.game.moves().is_empty(),
            "a board that only shows plants nothing"
        );
    }
}
