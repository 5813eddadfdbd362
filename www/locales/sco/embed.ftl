# The embeddable baird (embed.html): a position or a game shawn in a frame oan anither site.
# Notes fur the translator:
# - Moves (K5-L4, C2,D2,I2) an squares (F7) bide as they are; sae dae the parameters' names
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   an their values (white, black, 0, 1, false, true, light, dark), which a link must use as
#   they are.
# - $variant an $game are games ae the Camelot faimly by their titles.

## The baird
embed-first = First position
embed-prev = Move afore
embed-next = Nixt move
embed-last = Last position
# The hint unner a baird thit taks moves.
# $click is "Click" or "Tap"
embed-hint = { $click } a piece tae move it: the dots shaw whaur it kin gang.
# A tap oan a lang move shaws it first: "Tap I8 again, or:" (the button "Play E4-E6-G8-I8" follaes).
embed-tap-again = Tap { $square } again, or:
embed-play = Play { $move_text }
# A move entered alang a path kin end whaur it staunds: "End here (E4-E6)".
embed-end-here = End here ({ $move_text })
# River Camelot's trees: "Plant (C2,D2,I2)".
embed-plant = Plant ({ $move_text })

## The caption unner the baird: "3/10: K5-L4 · Black tae move", "Stert · White tae move"
# $side is the side tae move ($color "white" or "black").
embed-to-move = { $side } tae move
# $state is the side tae move (abuin) or the game's result.
embed-caption-start = Stert · { $state }
# $ply is the move shawn, $total the game's moves, $move_text the move.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Fashes wi the link's parameters
embed-cannot-show = This Camelot baird cannae be shawn:
# $name is a parameter's name.
embed-error-repeated = { $name }: gien mair than yince
# $name is whit wis gien, $known the parameters thair are.
embed-error-unknown = unkent parameter `{ $name }` (kent: { $known })
# $error is the rules' ain words oan whit's wrang.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: ainly a record hus a tree tae point intae; gie record wi it
embed-error-ply-and-node = gie aither ply or node, no baith
embed-error-moves-and-record = gie aither moves or record, no baith
embed-error-record-and-position = record: a game record cairries its ain stert position; use position wi moves insteid
embed-error-record-variant = variant: the record is a game ae { $game }, no ae { $variant }
embed-error-node = node: `{ $node }` isnae a move ae the record (a path ae move indices sic as 0.0.1)
# $n is the move's place in the list, $move_text the move as gien.
embed-error-move = moves: move { $n } ({ $move_text }) cannae be played: { $error }
# $total is the nummer ae moves; $given whit wis gien.
embed-error-ply = ply must be a nummer fae 0 tae { $total } (the nummer ae moves), no `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` isnae a square (squares look like F7, or gie a move like E4-E6)
embed-error-highlight-move = highlight: `{ $given }` isnae a move ({ $error })
embed-error-highlight-off-board = highlight: { $square } isnae a square ae this baird
embed-error-orientation = orientation must be white or black, no `{ $given }`
embed-error-interactive = interactive must be 0 or 1 (or false or true), no `{ $given }`
embed-error-theme = theme must be light or dark, no `{ $given }`
