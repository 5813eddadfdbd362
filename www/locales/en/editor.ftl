# editor
# The position editor (#/editor): the board, the palette of pieces, the checks of the rules,
# the fields of the position text, and links to play, analyse, share or embed the position.
# A translator's notes:
# - Square names (F1, G9), position text and the keys' names on the keyboard (1–5, Tab,
#   Enter, Space, Delete, Backspace) stay as they are.
# - $side is a side's name as app.ftl translates it ("White"); $possessive is its possessive
#   form ("White's"); $color is "white" or "black", for selectors.
# - $variant is a game's name (Camelot, Camette…), from core.ftl.
# - $why is a reason from the rules' checks (core.ftl), usually starting in lower case.

## The page
editor-mode = Position editor
editor-board-area = Board
editor-tools = Pieces and checks
editor-palette = Piece to put on the board
editor-clear = Empty board
editor-start = Start position
editor-flip = Flip board
editor-setup-title = Set up a position
editor-keyboard = Keyboard
# How to set up the board with a finger.
editor-help-touch = Tap a square to put the chosen piece there (tap it again to take it back).
    Drag a piece to move it; drag it off the board or hold your finger on it to remove it.
# How to set up the board with a mouse.
editor-help-mouse = Click a square to put the chosen piece there (click it again to take it back).
    Drag a piece to move it; drag it off the board or right-click it to remove it.
    Drag from the palette to put a piece anywhere.
editor-keys = Keys 1–5 pick a piece: 1 White man, 2 White knight, 3 Black man, 4 Black knight, 5 (or 0) the eraser.
    Tab to the board, move with the arrow keys, and press Enter or Space to put the piece (again to take it back);
    Delete or Backspace empties the square.

## The palette
editor-piece-white-man = White man
editor-piece-white-knight = White knight
editor-piece-black-man = Black man
editor-piece-black-knight = Black knight
editor-piece-eraser = Eraser
# A palette button's tooltip: "White man (key 1)".
editor-tool-title = { $tool } (key { $key })

## The checks
# $verb is "click" or "tap" (app.ftl's choose-click, choose-touch).
editor-verdict-empty = The board is empty: choose a piece and { $verb } squares to place it.
# Before the list of problems.
editor-verdict-broken = This position breaks the rules ({ $n ->
    [one] { $n } problem
   *[other] { $n } problems
}):
# A finished game: $text is one of the editor-decided-… messages.
editor-verdict-decided = { $text }.
# Why the rules forbid a problem of the setup.
editor-why-own-castle = A piece enters its own castle only by jumping and must leave on its next turn, so no game reaches this.
editor-why-too-many = A side never has more pieces than it starts with (14 in Camelot: 4 knights, 10 men).
editor-why-off-board = Pieces stand only on the board's squares.
editor-why-trees = Each side plants its trees on its own tree squares, White first, before the first move.
# The game is already over in the setup: $winner won against $loser.
editor-decided-castle = { $winner } has won: two pieces in { $loser_possessive } castle
editor-decided-captured = { $winner } has won: { $loser } has no pieces left
editor-decided-blocked = { $winner } has won: { $loser }, to move, has no legal move
# A draw: $side is to move and cannot, $other has fewer than two pieces.
editor-decided-draw-blocked = Drawn: { $side }, to move, has no legal move and { $other } has fewer than two pieces
editor-decided-draw-reduced = Drawn: both players have at most one piece
# Another end; $outcome is the result in words (core.ftl).
editor-decided-other = The game is over: { $outcome }
editor-playable = { $side } to move.
# $role is the piece in the castle: "man" or "knight".
editor-playable-leave-castle = { $side } to move. The { $role ->
    [man] man
    [knight] knight
   *[piece] piece
} on { $square } must leave { $possessive } castle first.
editor-playable-capture = { $side } to move. A capture is compulsory.
# The counts line: "White: 4 knights, 10 men · Black: 1 man" ($knights and $men are
# count-knights and count-men of app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = no pieces
editor-counts-side = { $side }: { $list }
# More pieces than a side may have: $total is the number of them.
editor-counts-side-over = { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## What the board's changes say to screen readers ($piece is an editor-piece-… name, $role
## "man" or "knight")
editor-announce-put = { $piece } on { $square }.
editor-announce-emptied = { $square } emptied.
editor-announce-moved = { $piece } moved from { $from } to { $to }.
editor-announce-removed = { $piece } on { $square } removed.
editor-announce-variant = { $variant } board, start position.

## The fields
editor-castle-moves = { $possessive } castle moves used
editor-game = Game
editor-game-title = Another game of the family starts from its start position
editor-turn = Side to move
editor-move-number = Move number
editor-position-text = Position text
# After "Position text" (it starts with a space).
editor-position-text-help = { " " }— edit it here, or paste one
editor-copy-position = Copy the position text
editor-not-read = Not read: { $why }. The board keeps its position until the text can be read.

## Playing and analysing
editor-play-title = Play from here
# Before the level's choice (keep the space at the end).
editor-level = Computer level{ " " }
editor-play-side = Play { $side } against the computer
editor-play-two = Two players
editor-analyse = Analyse
editor-analyse-why-not = Correct the problems above to analyse this position.
editor-why-not-empty = Place some pieces first.
editor-why-not-broken = Correct the problems above to play from this position.
editor-why-not-decided = The game is already over in this position.
# $verb is "Click" or "Tap" (app.ftl's choose-click-cap, choose-touch-cap).
editor-play-help = { $verb } a button: the game page opens on this position (it asks before replacing a game in progress).

## Sharing
editor-share-title = Share
editor-share-link = Link to play this position
editor-share-link-help = Opens the game page on this position.
editor-embed-options = Embed options
editor-embed-options-title = Embed options:
# Before a choice (keep the space at the end).
editor-embed-bottom = Bottom side{ " " }
editor-embed-colours = Colours{ " " }
editor-embed-light = Light
editor-embed-dark = Dark
# After a checkbox (it starts with a space).
editor-embed-interactive = { " " }Visitors can play moves
editor-embed = Embed this position
editor-embed-help = Paste into a web page to show the board.
# The title of the embedded board's frame on another site.
editor-embed-frame-title = { -game-name } position
editor-share-none = Links and the embed snippet need a position that follows the rules.
editor-link = Link to this setup in the editor
editor-link-help = Opens the editor on this setup, even one still being corrected.

## Messages
editor-saved-unreadable = The editor's saved position could not be read ({ $why }); the start position is shown.
editor-link-unreadable = The position in the link could not be read: { $why }. The editor shows the start position;
    correct the text below or set up the board.
editor-restore-version = an unknown version, { $version }
editor-restore-bad-text = bad position text: { $why }
