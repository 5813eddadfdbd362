# Camelot: the rules crate's words (crates/camelot-core), as the app shows them: the games'
# names, how a game ended, and what is wrong with a move, a position text or a game record.
# The formatting is in crates/camelot-web/src/app/core_words.rs.
# A translator's notes:
# - Square names (C3, H11), moves (C3-D2, F7xF9), position text, the letters K M k m T w b and
#   the example texts (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) stay as they are.
# - Text between `backquotes` is what the person wrote; the app may turn the quotes into plain
#   quotes. Keep them around the same words.
# - $side, $winner, $loser are a side's name as translated in app.ftl ("White"); $color,
#   $winner_color, $loser_color are "white" or "black" for selectors.
# - $line, $column, $step, $rank and $number are positions, written as plain digits; $count,
#   $max, $trees, $found and $expected are counts (select plurals on them where the language
#   needs it: English writes "trees" even for one).
# - Most messages start with a small letter: the app puts them inside its own sentences.

## The games of the family (titles) and what differs from Camelot (summaries)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = the World Camelot Federation's rules
core-summary-chivalry = Parker's 1887 original: a wider board of 176 squares, 8 knights and 12 men a side
core-summary-cam = a small board of 67 squares, 7 pieces a side: one piece in the enemy castle wins
core-summary-camette = the smallest board, 23 squares, 4 pieces a side: one piece in the enemy castle wins
core-summary-all-knighter = Camelot with every piece a knight
core-summary-river = a river crosses the board, with two bridges; each side first plants three trees
core-summary-anti = the goals reversed: win by having no legal move or when the opponent enters your castle

## Pieces
core-role-man = man
core-role-knight = knight
core-piece-white-man = white man
core-piece-white-knight = white knight
core-piece-black-man = black man
core-piece-black-knight = black knight

## How a game ended: "white wins (White has two pieces in Black's castle)"
core-headline-white = white wins
core-headline-black = black wins
core-headline-draw = draw
# $headline is one of the three above, $reason one of the reasons below.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = { $winner } has two pieces in { $loser }'s castle
core-reason-all-captured = { $winner } captured all of { $loser }'s pieces
core-reason-no-legal-move = { $loser } has no legal move
# A draw: the player to move is stuck, but the opponent is down to one piece.
core-reason-no-legal-move-draw = the player to move has no legal move and the opponent has fewer than two pieces
core-reason-both-reduced = both players have at most one piece
core-reason-repetition = the same position occurred three times
core-reason-resignation = { $loser } resigned
core-reason-agreement = drawn by agreement
# Cam and Camette: one piece in the enemy castle wins.
core-reason-castle-entered = { $winner } has a piece in { $loser }'s castle
# Anti-Camelot: entering the opponent's castle loses.
core-reason-anti-castle-entered = { $loser } put a piece in { $winner }'s castle
core-reason-anti-no-legal-move = { $winner } has no legal move

## Moves and nodes of a game: "move 6 (Black)", "node 12"
core-move-number = move { $number } ({ $side })
core-node = node { $number }

## Square names and variant names
core-square-syntax = `{ $text }` is not a square name (a file letter A-L and a rank 1-16, like F7)
core-square-off-board = `{ $text }` is not a square of the board
# $names are the variants' names as written in links and position text (camelot, cam, …).
core-variant-unknown = unknown variant `{ $text }`: one of { $names }

## Move text that does not parse
core-move-empty = empty move
core-move-expected-square = expected a square name at column { $column }
core-move-bad-square = `{ $text }` at column { $column } is not a square of the board
core-move-bad-separator = unexpected `{ $character }` at column { $column }: squares are separated by `-` or `x`
core-move-no-destination = a move needs at least two squares, like F7-F8
core-move-too-long = too many legs for one move
core-move-mixed-placement = a tree placement is squares separated by commas only, like C2,D2,I2

## Moves that are not legal. $move_text is the move as written; $moves a list of moves.
# $outcome is core-outcome.
core-illegal-game-over = the game is over: { $outcome }
core-illegal-no-piece = there is no piece on { $square }
core-illegal-not-your-piece = the piece on { $square } is not { $color ->
    [white] white's
   *[black] black's
}: it is { $side } to move
core-illegal-must-leave-castle = the piece on { $square } must leave its own castle this turn
core-illegal-capture-required = { $move_text } is not allowed: a capture is compulsory ({ $moves })
core-illegal-piece-stuck = { $move_text } is not legal: that piece has no legal move
core-illegal-no-such-move = { $move_text } is not legal; that piece can play { $moves }
core-illegal-ambiguous = { $move_text } is ambiguous: write the whole path, one of { $moves }
# $variant is a game's title (core-variant-…).
core-illegal-not-on-board = { $square } is not a square of the { $variant } board
core-illegal-not-placing = { $move_text } plants trees, but no trees are to be planted now
core-illegal-bad-placement-square = { $move_text } is not a tree placement of { $color ->
    [white] white
   *[black] black
}: no tree of { $color ->
    [white] white
   *[black] black
} can go on { $square }
core-illegal-bad-placement = { $move_text } is not a tree placement: { $color ->
    [white] white
   *[black] black
} plants { $trees } trees, on different squares, written like C2,D2,I2

## Game records. An error: "line 3, column 12: move 2 (White): …"
# $message is one of the record's messages below (or another error of this file).
core-record-error = line { $line }, column { $column }: { $message }
# $move_number is core-move-number.
core-record-error-at-move = line { $line }, column { $column }: { $move_number }: { $message }
core-record-bad-tag = bad tag `{ $tag }`: tags look like [Name "Value"]
# "Position" and "Variant" are the tags' names, written so in records.
core-record-bad-position = bad Position tag: { $error }
core-record-bad-variant = bad Variant tag: { $error }
# $error is core-illegal-game-over (the game is over: …).
core-record-cannot-play = { $move_text } cannot be played: { $error }
# $squares is a list of squares, or core-record-none.
core-record-not-yours = there is no piece of yours on { $square }; pieces that can move: { $squares }
# $moves is a list of squares or moves, or core-record-none.
core-record-must-leave-castle = { $move_text } is not a legal move — the piece on { $square } must leave its own castle this turn; { $square } can go to { $moves }
core-record-capture-required = { $move_text } is not a legal move — a capture is compulsory; pieces that can capture: { $squares }
core-record-capture-required-piece = { $move_text } is not a legal move — a capture is compulsory; { $square } can capture: { $moves }
core-record-no-such-move = { $move_text } is not a legal move — { $square } can go to { $moves }
core-record-piece-stuck = { $move_text } is not a legal move — the piece on { $square } has no legal move; pieces that can move: { $squares }
# An empty list of squares or moves.
core-record-none = none
core-record-unterminated-comment = comment `{ "{" }` is never closed
# $written and $expected are move numbers as records write them (6. or 6...).
core-record-wrong-move-number = move number { $written } should be { $expected }
core-record-after-result = unexpected `{ $text }` after the result
core-record-unclosed-variation = variation `(` is never closed by `)`
core-record-unopened-variation = `)` closes no variation: there is no `(` open
core-record-variation-at-start = a variation `(` must follow the move it replaces, and no move comes before it here
core-record-empty-variation = empty variation: a variation needs at least one move
core-record-result-in-variation = the result `{ $text }` cannot stand inside a variation: is a `)` missing before it?

## Node paths in links (0.0.1) and the game tree
core-path-empty-step = step { $step } of the node path is empty: paths look like 0.0.1
core-path-not-a-number = step { $step } of the node path, `{ $text }`, is not a number: paths look like 0.0.1
core-path-too-large = step { $step } of the node path, { $text }, is too large
# $node is core-node.
core-tree-unknown-node = there is no { $node } in this game tree
core-tree-delete-root = the start position cannot be deleted, only moves

## Position text that does not parse
core-setup-empty = empty position text
core-setup-missing-placement = position text is missing the placement
core-setup-missing-side = position text is missing the side to move
core-setup-missing-castle-moves = position text is missing the { $color ->
    [white] white
   *[black] black
} castle-move count
core-setup-trailing-text = unexpected text after the move number at column { $column }
core-setup-unknown-variant = `{ $text }` at column { $column } is neither a variant's name nor a rank
# $found and $expected are games' titles (core-variant-…).
core-setup-wrong-variant = the position is { $found }, not { $expected }
core-setup-rank-count = position text has { $found } ranks separated by `/`, expected { $expected }
core-setup-rank-width = rank { $rank } (column { $column }) describes { $found } squares, expected { $expected }
core-setup-bad-char = unexpected character `{ $character }` at column { $column } (pieces are K, M, k, m, trees T; digits count empty squares)
core-setup-bad-empty-count = empty-square count `{ $text }` at column { $column } must be from 1 to { $max }
core-setup-bad-side = side to move `{ $text }` at column { $column } must be `w` or `b`
core-setup-bad-castle-moves = { $color ->
    [white] white
   *[black] black
} castle-move count `{ $text }` at column { $column } must be 0, 1 or 2
core-setup-bad-move-number = move number `{ $text }` at column { $column } must be a whole number from 1

## Positions that cannot be played
# $first and $second are the castle's squares.
core-position-two-in-own-castle = two { $color ->
    [white] white
   *[black] black
} pieces in { $side }'s own castle ({ $first }, { $second })
core-position-too-many-pieces = { $side } has { $count } pieces; a side has at most { $max }
core-position-off-board = a piece stands on { $square }, which is no square of this board
core-position-tree-square = a tree stands on { $square }, where no tree may be planted
core-position-tree-count = { $color ->
    [white] white
   *[black] black
} has planted { $count } trees; a side plants none or all { $trees }
core-position-tree-order = the trees are out of turn: white plants first, then black, then white moves
