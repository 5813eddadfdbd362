//! Games brought to the game page: pasted, opened from a file, or from a link
//! (`?position=`, `?record=`, `?variant=`). A game in progress is never replaced without
//! asking, and the game a replacement sets aside can be brought back.

use super::mode::{DEFAULT_LEVEL, Mode};
use super::state::{Dialog, State};
use super::words;
use crate::game::cursor::Cursor;
use crate::game::import::{self, ImportError, Imported};
use camelot_core::{Color, GameTree, NodeId, NodePath, Position, Record, Setup, Variant};
use std::rc::Rc;

/// Where a game or position to open comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A `?position=` or `?record=` link.
    Link,
    /// The editor's "Play from here" (a position link with `play=`).
    Editor,
    /// Text pasted into the Paste dialog.
    Paste,
    /// A file opened with "Open file…".
    File,
}

/// A game or a start position to open in place of the current game.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming {
    /// A start position.
    Position(Position),
    /// A game with its side lines, and the node to show (the main line's end when `None`).
    Record(GameTree, Option<NodeId>),
    /// A new game of a variant (a `?variant=` link).
    NewGame(Variant),
}

/// What is waiting for the player to confirm replacing their game.
#[derive(Debug, Clone, PartialEq)]
pub struct Pending {
    /// The game or position.
    pub incoming: Incoming,
    /// Where it came from.
    pub source: Source,
    /// Who plays it, when the link says.
    pub mode: Option<Mode>,
}

/// A whole game with its settings: what storage keeps, and what a replacement sets aside.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    /// The game with its side lines.
    pub tree: GameTree,
    /// The node shown.
    pub cursor: NodeId,
    /// Who plays.
    pub mode: Mode,
    /// Board orientation.
    pub flipped: bool,
}

/// The Paste dialog's text and the problem found in it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PasteBox {
    /// The text in the box.
    pub text: String,
    /// What is wrong with it, shown next to it.
    pub error: Option<ImportError>,
}

/// Games brought in.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Import {
    /// The game or position the player is asked about replacing theirs with.
    pub pending: Option<Pending>,
    /// The Paste dialog's text and error.
    pub paste: PasteBox,
    /// The game the last replacement set aside (kept until the next replacement).
    pub previous: Option<Rc<Snapshot>>,
}

impl State {
    /// Sets the current game aside (when it has moves) before something replaces it, so it
    /// can be brought back.
    pub(super) fn set_aside(&mut self) -> bool {
        if self.tree().is_empty() {
            return false;
        }
        self.import.previous = Some(Rc::new(self.snapshot()));
        true
    }

    /// Opens a pasted or opened text; its problem goes next to it, in the Paste dialog (a
    /// file's text is put there so the player sees what is wrong where).
    pub(super) fn load(&mut self, text: &str, source: Source) {
        self.import.paste.text = text.to_string();
        self.import.paste.error = None;
        let text = text.trim();
        let read = if text.is_empty() {
            Err(ImportError {
                text: words::nothing_to_load(),
                at: None,
            })
        } else {
            import::read(text)
        };
        match read {
            Ok(imported) => self.offer(Pending {
                incoming: match imported {
                    Imported::Position(p) => Incoming::Position(p),
                    Imported::Record(t) => Incoming::Record(t, None),
                },
                source,
                mode: None,
            }),
            Err(error) => {
                self.import.paste.error = Some(error);
                self.dialog = Some(Dialog::Paste);
            }
        }
    }

    /// Opens a game or position at once when nothing would be lost (the current game has no
    /// moves, or the incoming game contains it); otherwise asks first.
    fn offer(&mut self, pending: Pending) {
        let continues = match &pending.incoming {
            Incoming::Record(t, _) => t.covers(self.tree()),
            Incoming::Position(_) => false,
            // A finished game is not lost (it is set aside): only one in progress is asked for.
            Incoming::NewGame(_) => !self.in_progress(),
        };
        if self.tree().is_empty() || continues {
            self.open(pending, false);
        } else {
            self.import.pending = Some(pending);
            self.dialog = Some(Dialog::Replace);
        }
    }

    /// The answer to "replace your game?".
    pub(super) fn answer_replace(&mut self, yes: bool) {
        match self.import.pending.take() {
            Some(p) if yes => self.open(p, true),
            Some(p) => {
                self.dialog = None;
                self.notify(words::kept_instead(&p), false);
            }
            None => self.dialog = None,
        }
    }

    fn open(&mut self, pending: Pending, set_aside: bool) {
        let set_aside =
            (set_aside || matches!(pending.incoming, Incoming::NewGame(_))) && self.set_aside();
        self.import.pending = None;
        self.entry.reset();
        self.computer.stop();
        self.computer.paused = false;
        self.dialog = None;
        self.import.paste = PasteBox::default();
        let text = match (pending.incoming, pending.source) {
            (Incoming::NewGame(variant), _) => {
                if let Some(mode) = pending.mode {
                    self.mode = mode;
                }
                self.flipped = self.mode.human_is_black();
                self.start_from(Position::start_of(variant), false);
                self.announce = words::new_game();
                words::new_game_from_link(variant, set_aside)
            }
            (Incoming::Position(pos), source) => {
                // A position link opens a game against the computer (or as its `play=` says);
                // a pasted or opened position keeps who plays.
                match pending.mode {
                    Some(mode) => {
                        self.mode = mode;
                        self.flipped = mode.human_is_black();
                        self.start_from(pos, false);
                    }
                    None => {
                        if matches!(source, Source::Link | Source::Editor)
                            && !matches!(self.mode, Mode::Computer { .. })
                        {
                            self.mode = Mode::default();
                        }
                        self.start_from(pos, true);
                    }
                }
                words::position_loaded(self, source, set_aside)
            }
            (Incoming::Record(tree, node), source) => {
                let mut tree = tree;
                tree.set_repetition_rule(self.tree().repetition_rule());
                let at = node
                    .filter(|&n| tree.contains(n))
                    .unwrap_or_else(|| tree.main_line_end(NodeId::ROOT));
                self.game = Cursor::new(tree, at);
                let turn = self.shown().turn();
                if source == Source::Link {
                    self.flipped = turn == Color::Black;
                    self.mode = Mode::TwoPlayers;
                    words::game_from_link(set_aside)
                } else {
                    self.adopt_side_to_move(turn);
                    words::game_loaded(self, set_aside)
                }
            }
        };
        // A game brought in never inherits a running mode: nothing moves until the player says
        // so (a watched game becomes a game for two players on this device).
        if matches!(self.mode, Mode::Watch { .. }) {
            self.mode = Mode::TwoPlayers;
            self.flipped = self.shown().turn() == Color::Black;
        }
        self.tree_undo = None;
        if set_aside {
            self.notices.offer_undo(text);
        } else {
            self.notices.say(text, false);
        }
    }

    /// Brings back the game the last replacement set aside, setting the current one aside.
    pub(super) fn restore_previous(&mut self) {
        let Some(previous) = self.import.previous.take() else {
            return;
        };
        let current = self.snapshot();
        if !current.tree.is_empty() {
            self.import.previous = Some(Rc::new(current));
        }
        let Snapshot {
            tree,
            cursor,
            mode,
            flipped,
        } = (*previous).clone();
        self.game = Cursor::new(tree, cursor);
        self.mode = mode;
        self.flipped = flipped;
        self.computer.stop();
        // A watched game comes back paused: nothing moves until the player resumes it.
        self.computer.paused = matches!(mode, Mode::Watch { .. });
        self.tree_undo = None;
        self.entry.reset();
        self.notify(words::previous_back(self), false);
    }

    /// A new game from `pos`; against the computer the person takes the side to move when
    /// `adopt` says so.
    fn start_from(&mut self, pos: Position, adopt: bool) {
        let repetition = self.tree().repetition_rule();
        let turn = pos.turn();
        let mut tree = GameTree::new(pos);
        tree.set_repetition_rule(repetition);
        self.game = Cursor::new(tree, NodeId::ROOT);
        if adopt {
            self.adopt_side_to_move(turn);
        }
        self.dialog = None;
    }

    /// Against the computer, the person takes the side to move.
    fn adopt_side_to_move(&mut self, human: Color) {
        if let Mode::Computer { level, .. } = self.mode {
            self.mode = Mode::Computer { human, level };
            self.flipped = human == Color::Black;
        }
    }

    /// Adds a link's warning to the notice its opening left (keeping that notice's offer to
    /// bring back the previous game).
    fn warn_link(&mut self, warning: Option<String>) {
        let Some(w) = warning else { return };
        let (before, undo) = self
            .notices
            .get()
            .map(|n| (format!("{} ", n.text), n.undo))
            .unwrap_or_default();
        self.notify(format!("{before}{w}"), true);
        if let Some(n) = self.notices.current.as_mut() {
            n.undo = undo;
        }
    }

    /// A `?position=` link (from the editor when it says who plays).
    pub(super) fn open_position_link(
        &mut self,
        text: &str,
        play: Option<&str>,
        variant: Option<&str>,
        level: Option<&str>,
    ) {
        let parsed = link_variant(variant).and_then(|v| {
            let setup = match v {
                Some(v) => Setup::parse_as(text.trim(), v),
                None => text.trim().parse::<Setup>(),
            };
            setup
                .map_err(|e| crate::app::core_words::setup_error(&e))
                .and_then(|s| {
                    Position::from_setup(s).map_err(|e| crate::app::core_words::position_error(&e))
                })
                .map_err(|e| words::bad_position_link(&e))
        });
        match parsed {
            Ok(pos) => {
                let (mode, warning) = link_mode(play, level, self.mode);
                // Only the editor's links say who plays with a position.
                let source = if play.is_some() {
                    Source::Editor
                } else {
                    Source::Link
                };
                self.offer(Pending {
                    incoming: Incoming::Position(pos),
                    source,
                    mode,
                });
                self.warn_link(warning);
            }
            Err(e) => self.notify(e, true),
        }
    }

    /// A `?record=` link, shown at its `node=`.
    pub(super) fn open_record_link(
        &mut self,
        text: &str,
        node: Option<&str>,
        variant: Option<&str>,
    ) {
        match (text.parse::<Record>(), link_variant(variant)) {
            (_, Err(e)) => self.notify(e, true),
            (Ok(rec), Ok(Some(v))) if rec.variant() != v => {
                self.notify(words::record_of_another_variant(rec.variant(), v), true);
            }
            (Ok(rec), Ok(_)) => {
                let at = node
                    .and_then(|p| p.parse::<NodePath>().ok())
                    .and_then(|p| rec.tree.node_at(&p));
                self.offer(Pending {
                    incoming: Incoming::Record(rec.tree, at),
                    mode: None,
                    source: Source::Link,
                });
            }
            (Err(e), Ok(_)) => self.notify(
                words::bad_record_link(&crate::app::core_words::record_error(&e)),
                true,
            ),
        }
    }

    /// A `?variant=` link: a new game of that variant.
    pub(super) fn open_variant_link(&mut self, name: &str, play: Option<&str>) {
        match link_variant(Some(name)) {
            Ok(Some(v)) => {
                let (mode, warning) = link_mode(play, None, self.mode);
                self.offer(Pending {
                    incoming: Incoming::NewGame(v),
                    source: Source::Link,
                    mode,
                });
                self.warn_link(warning);
            }
            Ok(None) => {}
            Err(e) => self.notify(e, true),
        }
    }
}

/// The variant a link's `variant=` names (`None` when the link has none); the error is the
/// message for the player.
fn link_variant(name: Option<&str>) -> Result<Option<Variant>, String> {
    match name.map(str::trim) {
        None => Ok(None),
        Some(name) => name
            .parse::<Variant>()
            .map(Some)
            .map_err(|_| words::unknown_variant(name)),
    }
}

/// Who plays a game opened from a link with `play=` (`white`, `black`: that side against
/// the computer at the link's `level=`, else the level played now; `two`: two players); `None`
/// keeps who plays. A value that is none of these is ignored with a warning.
fn link_mode(play: Option<&str>, level: Option<&str>, now: Mode) -> (Option<Mode>, Option<String>) {
    let level = level
        .and_then(|l| l.trim().parse::<u8>().ok())
        .filter(|l| (1..=8).contains(l))
        .unwrap_or(match now {
            Mode::Computer { level, .. } => level,
            _ => DEFAULT_LEVEL,
        });
    match play.map(str::trim) {
        None => (None, None),
        Some("white") => (
            Some(Mode::Computer {
                human: Color::White,
                level,
            }),
            None,
        ),
        Some("black") => (
            Some(Mode::Computer {
                human: Color::Black,
                level,
            }),
            None,
        ),
        Some("two") => (Some(Mode::TwoPlayers), None),
        Some(other) => (None, Some(words::bad_play(other))),
    }
}
