# The embeddable board (embed.html): a position or a game shown in a frame on another site.
# A translator's notes:
# - Moves (K5-L4, C2,D2,I2) and squares (F7) stay as they are; so do the parameters' names
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   and their values (white, black, 0, 1, false, true, light, dark), which a link must use as
#   they are.
# - $variant and $game are games of the Camelot family by their titles.

## The board
embed-first = First position
embed-prev = Previous move
embed-next = Next move
embed-last = Last position
# The hint under a board that takes moves.
# $click is "Click" or "Tap"
embed-hint = { $click } a piece to move it: the dots show where it can go.
# A tap on a long move shows it first: "Tap I8 again, or:" (the button "Play E4-E6-G8-I8" follows).
embed-tap-again = Tap { $square } again, or:
embed-play = Play { $move_text }
# A move entered along a path may end where it stands: "End here (E4-E6)".
embed-end-here = End here ({ $move_text })
# River Camelot's trees: "Plant (C2,D2,I2)".
embed-plant = Plant ({ $move_text })

## The caption under the board: "3/10: K5-L4 · Black to move", "Start · White to move"
# $side is the side to move ($color "white" or "black").
embed-to-move = { $side } to move
# $state is the side to move (above) or the game's result.
embed-caption-start = Start · { $state }
# $ply is the move shown, $total the game's moves, $move_text the move.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Problems with the link's parameters
embed-cannot-show = This Camelot board cannot be shown:
# $name is a parameter's name.
embed-error-repeated = { $name }: given more than once
# $name is what was given, $known the parameters there are.
embed-error-unknown = unknown parameter `{ $name }` (known: { $known })
# $error is the rules' own words on what is wrong.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: only a record has a tree to point into; give record with it
embed-error-ply-and-node = give either ply or node, not both
embed-error-moves-and-record = give either moves or record, not both
embed-error-record-and-position = record: a game record carries its own start position; use position with moves instead
embed-error-record-variant = variant: the record is a game of { $game }, not of { $variant }
embed-error-node = node: `{ $node }` is not a move of the record (a path of move indices such as 0.0.1)
# $n is the move's place in the list, $move_text the move as given.
embed-error-move = moves: move { $n } ({ $move_text }) cannot be played: { $error }
# $total is the number of moves; $given what was given.
embed-error-ply = ply must be a number from 0 to { $total } (the number of moves), not `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` is not a square (squares look like F7, or give a move like E4-E6)
embed-error-highlight-move = highlight: `{ $given }` is not a move ({ $error })
embed-error-highlight-off-board = highlight: { $square } is not a square of this board
embed-error-orientation = orientation must be white or black, not `{ $given }`
embed-error-interactive = interactive must be 0 or 1 (or false or true), not `{ $given }`
embed-error-theme = theme must be light or dark, not `{ $given }`
