# Camelot: the rules crate's words (crates/camelot-core), as the app shaws them: the games'
# names, how a game endit, an whit's wrang wi a move, a position text or a game record.
# The formattin is in crates/camelot-web/src/app/core_words.rs.
# Notes fur the translator:
# - Square names (C3, H11), moves (C3-D2, F7xF9), position text, the letters K M k m T w b an
#   the example texts (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) bide as they are.
# - Text atween `backquotes` is whit the body wrote; the app micht turn the quotes intae plain
#   quotes. Keep them roond the same words.
# - $side, $winner, $loser are a side's name as translatit in app.ftl ("White"); $color,
#   $winner_color, $loser_color are "white" or "black" fur selectors.
# - $line, $column, $step, $rank an $number are positions, written as plain digits; $count,
#   $max, $trees, $found an $expected are coonts (pick plurals oan them whaur the leid
#   needs it).
# - Maist messages stert wi a wee letter: the app pits them inside its ain sentences.
# - The games' names are proper names an bide as they are.

## The games ae the faimly (titles) an whit's different fae Camelot (summaries)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = the World Camelot Federation's rules
core-summary-chivalry = Parker's 1887 original: a wider baird ae 176 squares, 8 knights an 12 men a side
core-summary-cam = a wee baird ae 67 squares, 7 pieces a side: wan piece in the enemy castle wins
core-summary-camette = the smaist baird, 23 squares, 4 pieces a side: wan piece in the enemy castle wins
core-summary-all-knighter = Camelot wi ilk piece a knight
core-summary-river = a river crosses the baird, wi twa brigs; ilk side first plants three trees
core-summary-anti = the goals turnt roond: ye win by huvin nae legal move or whin the opponent gangs intae yer castle

## Pieces
core-role-man = man
core-role-knight = knight
core-piece-white-man = white man
core-piece-white-knight = white knight
core-piece-black-man = black man
core-piece-black-knight = black knight

## How a game endit: "white wins (White hus twa pieces in Black's castle)"
core-headline-white = white wins
core-headline-black = black wins
core-headline-draw = draw
# $headline is wan ae the three abuin, $reason wan ae the reasons ablow.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = { $winner } hus twa pieces in { $loser }'s castle
core-reason-all-captured = { $winner } captured aw ae { $loser }'s pieces
core-reason-no-legal-move = { $loser } hus nae legal move
# A draw: the plair tae move is stuck, but the opponent is doon tae wan piece.
core-reason-no-legal-move-draw = the plair tae move hus nae legal move an the opponent hus fewer than twa pieces
core-reason-both-reduced = baith plairs huv wan piece at maist
core-reason-repetition = the same position came up three times
core-reason-resignation = { $loser } gied up
core-reason-agreement = baith plairs agreed a draw
# Cam an Camette: wan piece in the enemy castle wins.
core-reason-castle-entered = { $winner } hus a piece in { $loser }'s castle
# Anti-Camelot: gaun intae the opponent's castle loses.
core-reason-anti-castle-entered = { $loser } pit a piece intae { $winner }'s castle
core-reason-anti-no-legal-move = { $winner } hus nae legal move

## Moves an nodes ae a game: "move 6 (Black)", "node 12"
core-move-number = move { $number } ({ $side })
core-node = node { $number }

## Square names an variant names
core-square-syntax = `{ $text }` isnae a square name (a file letter A-L an a rank 1-16, like F7)
core-square-off-board = `{ $text }` isnae a square oan the baird
# $names are the variants' names as written in links an position text (camelot, cam, …).
core-variant-unknown = unkent variant `{ $text }`: it must be wan ae { $names }

## Move text thit disnae parse
core-move-empty = empty move
core-move-expected-square = a square name wis expectit at column { $column }
core-move-bad-square = `{ $text }` at column { $column } isnae a square oan the baird
core-move-bad-separator = `{ $character }` at column { $column } wisnae expectit: squares are separatit by `-` or `x`
core-move-no-destination = a move needs twa squares at least, like F7-F8
core-move-too-long = ower mony leaps fur wan move
core-move-mixed-placement = a tree placement is squares separatit by commas an naethin else, like C2,D2,I2

## Moves thit arenae legal. $move_text is the move as written; $moves a list ae moves.
# $outcome is core-outcome.
core-illegal-game-over = the game is ower: { $outcome }
core-illegal-no-piece = thair's nae piece oan { $square }
core-illegal-not-your-piece = the piece oan { $square } isnae { $color ->
    [white] white's
   *[black] black's
}: it's { $side } tae move
core-illegal-must-leave-castle = the piece oan { $square } must get oot ae its ain castle this turn
core-illegal-capture-required = { $move_text } isnae allooed: a capture is compulsory ({ $moves })
core-illegal-piece-stuck = { $move_text } isnae legal: thon piece hus nae legal move
core-illegal-no-such-move = { $move_text } isnae legal; thon piece kin play { $moves }
core-illegal-ambiguous = { $move_text } could mean mair than wan move: write the hale path, wan ae { $moves }
# $variant is a game's title (core-variant-…).
core-illegal-not-on-board = { $square } isnae a square ae the { $variant } baird
core-illegal-not-placing = { $move_text } plants trees, but nae trees are tae be plantit noo
core-illegal-bad-placement-square = { $move_text } isnae a tree placement fur { $color ->
    [white] white
   *[black] black
}: nane ae { $color ->
    [white] white's
   *[black] black's
} trees kin gang oan { $square }
core-illegal-bad-placement = { $move_text } isnae a tree placement: { $color ->
    [white] white
   *[black] black
} plants { $trees ->
    [one] { $trees } tree
   *[other] { $trees } trees
}, oan different squares, written like C2,D2,I2

## Game records. An error: "line 3, column 12: move 2 (White): …"
# $message is wan ae the record's messages ablow (or anither error ae this file).
core-record-error = line { $line }, column { $column }: { $message }
# $move_number is core-move-number.
core-record-error-at-move = line { $line }, column { $column }: { $move_number }: { $message }
core-record-bad-tag = bad tag `{ $tag }`: tags look like [Name "Value"]
# "Position" an "Variant" are the tags' names, written sae in records.
core-record-bad-position = bad Position tag: { $error }
core-record-bad-variant = bad Variant tag: { $error }
# $error is core-illegal-game-over (the game is ower: …).
core-record-cannot-play = { $move_text } cannae be played: { $error }
# $squares is a list ae squares, or core-record-none.
core-record-not-yours = ye huv nae piece oan { $square }; pieces thit kin move: { $squares }
# $moves is a list ae squares or moves, or core-record-none.
core-record-must-leave-castle = { $move_text } isnae a legal move — the piece oan { $square } must get oot ae its ain castle this turn; { $square } kin gang tae { $moves }
core-record-capture-required = { $move_text } isnae a legal move — a capture is compulsory; pieces thit kin capture: { $squares }
core-record-capture-required-piece = { $move_text } isnae a legal move — a capture is compulsory; { $square } kin capture: { $moves }
core-record-no-such-move = { $move_text } isnae a legal move — { $square } kin gang tae { $moves }
core-record-piece-stuck = { $move_text } isnae a legal move — the piece oan { $square } hus nae legal move; pieces thit kin move: { $squares }
# An empty list ae squares or moves.
core-record-none = nane
core-record-unterminated-comment = comment `{ "{" }` is niver closed
# $written an $expected are move nummers as records write them (6. or 6...).
core-record-wrong-move-number = move nummer { $written } shoud be { $expected }
core-record-after-result = `{ $text }` efter the result wisnae expectit
core-record-unclosed-variation = variation `(` is niver closed by `)`
core-record-unopened-variation = `)` closes nae variation: thair's nae `(` open
core-record-variation-at-start = a variation `(` must follae the move it taks the place ae, an nae move comes afore it here
core-record-empty-variation = empty variation: a variation needs wan move at least
core-record-result-in-variation = the result `{ $text }` cannae staun inside a variation: is a `)` missin afore it?

## Node paths in links (0.0.1) an the game tree
core-path-empty-step = step { $step } ae the node path is empty: paths look like 0.0.1
core-path-not-a-number = step { $step } ae the node path, `{ $text }`, isnae a nummer: paths look like 0.0.1
core-path-too-large = step { $step } ae the node path, { $text }, is ower big
# $node is core-node.
core-tree-unknown-node = thair's nae { $node } in this game tree
core-tree-delete-root = the stertin position cannae be deletit, ainly moves

## Position text thit disnae parse
core-setup-empty = empty position text
core-setup-missing-placement = position text is missin the placement
core-setup-missing-side = position text is missin the side tae move
core-setup-missing-castle-moves = position text is missin { $color ->
    [white] white's
   *[black] black's
} castle-move coont
core-setup-trailing-text = text efter the move nummer at column { $column } wisnae expectit
core-setup-unknown-variant = `{ $text }` at column { $column } is naither a variant's name nor a rank
# $found an $expected are games' titles (core-variant-…).
core-setup-wrong-variant = the position is { $found }, no { $expected }
core-setup-rank-count = position text hus { $found ->
    [one] { $found } rank
   *[other] { $found } ranks separatit by `/`
}, but it shoud huv { $expected }
core-setup-rank-width = rank { $rank } (column { $column }) describes { $found ->
    [one] { $found } square
   *[other] { $found } squares
}, but it shoud describe { $expected }
core-setup-bad-char = `{ $character }` at column { $column } wisnae expectit (pieces are K, M, k, m, trees T; digits coont empty squares)
core-setup-bad-empty-count = empty-square coont `{ $text }` at column { $column } must be fae 1 tae { $max }
core-setup-bad-side = side tae move `{ $text }` at column { $column } must be `w` or `b`
core-setup-bad-castle-moves = { $color ->
    [white] white's
   *[black] black's
} castle-move coont `{ $text }` at column { $column } must be 0, 1 or 2
core-setup-bad-move-number = move nummer `{ $text }` at column { $column } must be a hale nummer fae 1 up

## Positions thit cannae be played
# $first an $second are the castle's squares.
core-position-two-in-own-castle = twa { $color ->
    [white] white
   *[black] black
} pieces in { $side }'s ain castle ({ $first }, { $second })
core-position-too-many-pieces = { $side } hus { $count } pieces; a side hus { $max } at maist
core-position-off-board = a piece stauns oan { $square }, thit isnae a square ae this baird
core-position-tree-square = a tree stauns oan { $square }, whaur nae tree kin be plantit
core-position-tree-count = { $color ->
    [white] white
   *[black] black
} hus plantit { $count ->
    [one] { $count } tree
   *[other] { $count } trees
}; a side plants nane or aw { $trees }
core-position-tree-order = the trees are oot ae turn: white plants first, then black, then white moves
