# Camelot: the board, the move entry, the move list and sharing (every page that shows a
# board or takes moves uses these).
# A translator's notes:
# - $square, $from, $to, $at are square names (F7, H11); $move is a move in the notation
#   (F7-F9, E4-E6-G8, C2,D2,I2): they stay as they are.
# - $side, $owner, $turn, $other are a side's name as translated in app.ftl ("White");
#   $color, $owner_color, $turn_color are "white" or "black", to choose a form by.
# - $click is the verb for choosing a square as translated in app.ftl ("click", or "tap" on
#   a touch screen); $click_cap the same with a capital.

## The board (what screen readers hear)
# The board's name when the page gives none.
board-label = { -game-name } board
# The board's name with its game's title ($variant: "Camelot", "Cam", "River Camelot").
board-label-variant = { $variant } board
# A square: "F7, empty", "F7, white man".
board-square-empty = { $square }, empty
board-square-piece = { $square }, { $piece }
# A square in the river, no piece may enter it (River Camelot).
board-square-river = { $square }, river
# A square with a tree on it (River Camelot).
board-square-tree = { $square }, tree
# A bridge over the river: "D7, bridge, empty", "D8, bridge, white knight".
board-square-bridge-empty = { $square }, bridge, empty
board-square-bridge-piece = { $square }, bridge, { $piece }
# What a square is while a move is being entered, after what the lines above say ($label):
# "F7, white man, selected".
board-square-planting = { $label }, tree to plant
board-square-selected = { $label }, selected
board-square-next = { $label }, next landing
board-square-destination = { $label }, possible destination
# The pieces, as the square's name is followed by them.

## Move entry: why a move or a click does nothing
# A piece named with its square: "man on E4" ($role: "man" or "knight").
board-piece-on = { $role ->
    [knight] knight
   *[man] man
} on { $square }
# The piece on $from was chosen, and then no landing at all.
board-miss-nowhere = { $from } cannot move like that.
# The player tried to end a move on $to, where the move must go on.
board-miss-stop = The move cannot end on { $to }: it must go on. The rings and dots show where.
# The duty that limits the moves, added to the two messages after it ($duty: "leave",
# "capture" or "none"; the space before a sentence is part of it).
board-miss-duty = { $duty ->
    [leave] { " " }It must leave its castle this turn.
    [capture] { " " }A capture is compulsory.
   *[none] { "" }
}
# The piece on $from cannot go to $to.
board-miss-to = { $from } cannot go to { $to }. The dots show where it can go.{ board-miss-duty }
# A piece moving leg by leg, now on $at, cannot go on to $to.
board-miss-on = { $at } cannot go on to { $to }. The rings and dots show where the next leg can land.{ board-miss-duty }
# $outcome is the result, as the rules words say it ("White wins: …").
board-why-game-over = The game is over: { $outcome }.
board-why-empty = { $square } is empty. Select one of your pieces first, then where it should go.
board-why-tree = A tree stands on { $square }: no piece may land on it or leap over it.
board-why-river = { $square } is in the river: no piece may enter it or leap over it.
# The other side's piece was chosen.
board-why-enemy = That is { $owner }'s piece. You play { $turn }: { $click } one of your own pieces.
# $piece and $leaver are pieces with their squares ("man on E4").
board-why-must-leave = Your { $piece } cannot move now: your { $leaver } stands in its own castle and must leave it first.
# $capturers: pieces with their squares, as an "or" list ("man on E4 or knight on J6").
board-why-must-capture = Your { $piece } cannot move now: a capture is compulsory, and only your { $capturers } can capture.
board-why-no-move = Your { $piece } has no legal move.

## Move entry: the duty of the side to move
board-duty-leave = Your { $piece } stands in its own castle: it must leave this turn.
board-duty-capture = A capture is compulsory: capture with your { $pieces }.

## Move entry: the next step of a move being entered
# A first tap showed the move $move, ending on $square; a second tap plays it.
board-status-confirm = { $click_cap } { $square } again to play { $move }, or { $click } another square.
# Several moves end on $square, capturing different pieces: a list below offers them.
board-status-choose = Choose how to go to { $square }: the moves below take different pieces.
# A canter may end on $at or leap on.
board-status-canter-or-stop = Keep cantering or end the move here: { $click } a ring to leap on, or { $click } { $at } again to stop.
board-status-keep-jumping = Keep jumping: the capture must go on. { $click_cap } the next ring or dot.
board-status-keep-cantering = Keep cantering: the move cannot end on { $at }. { $click_cap } the next ring or dot.
# A knight cantering may not end its move where it could jump on: the knight's charge.
board-status-knight-duty = Keep going: from { $at } this knight can jump, so it must capture in this move (the knight's duty).
board-status-stuck = The move cannot go on from { $at }.

## Move entry: planting trees (River Camelot, before the first move)
# A small number in words, for the trees: "three".
board-number-word = { $n ->
    [1] one
    [2] two
    [3] three
   *[other] { $n }
}
# Every tree is chosen ($squares: an "and" list of squares, "C2, D2 and I2").
board-plant-ready = Plant { $side }'s trees on { $squares }, or { $click } one of them to choose again.
# $wanted: how many trees the side plants ($wanted_word: the same in words, "three");
# $left and $left_word: how many are still to choose; $chosen: how many are chosen.
board-plant-progress = { $side } plants { $wanted_word } trees before the first move: { $click } { $left_word } of the dotted squares on { $side }'s side ({ $chosen } of { $wanted } chosen).
# Why a square takes no tree. $where: "other" (the other side, $other, plants there),
# "river" (the square is in the river) or "none".
board-plant-not-yours = { $square } is not one of { $side }'s tree squares{ $where ->
    [other] { " " }({ $other } plants there)
    [river] { " " }(it is in the river)
   *[none] { "" }
}: the dots show where { $side } may plant.
board-plant-taken = { $square } is taken: trees go on empty tree squares.
# $n trees are chosen already (the side's whole number of trees).
board-plant-all-chosen = { $n ->
    [1] One tree is
    [2] Two trees are
    [3] Three trees are
   *[other] { $n } trees are
} chosen already: plant them, or choose one again to take it back.

## Move entry: buttons and the choice between moves
# $move: the move a first tap showed.
board-confirm-play = Play { $move }
board-cancel = Cancel
# $move: the trees chosen, as a move ("C2,D2,I2").
board-plant-trees = Plant the trees ({ $move })
board-plant-again = Choose again
# Takes back the legs of a move entered so far.
board-start-again = Start the move again
# The choice between moves that end on the same square ($square) but capture differently.
board-choice-label = Moves ending on { $square }
board-choice-intro = { $n } moves end on { $square }, taking different pieces. Which one?
board-choice-other-square = Choose another square
# What a move of the choice captures ($squares: the squares, separated by commas).
board-choice-captures = captures { $squares }
board-choice-captures-nothing = captures nothing

## The move list
board-moves-heading = Moves
board-moves-label = Moves
board-moves-none = No moves yet.
board-step-label = Step through the game
# The buttons that step through the game; the titles name their keys (Home, ←, →, End).
board-step-first = Start
board-step-first-title = Start (Home)
board-step-back = Back one move
board-step-back-title = Back (←)
board-step-forward = Forward one move
board-step-forward-title = Forward (→)
board-step-last = End of the line
board-step-last-title = End of the line (End)
# The bar of buttons that act on the move shown ($move), or on no move.
board-bar-label = The move { $move }
board-bar-label-none = No move shown
board-delete = Delete from here
board-delete-title = Delete this move and every move after it (the notice offers to undo it)
board-copy-line = Copy line
board-copy-line-title = Copy the moves from the start to here
board-comment-add = Add comment
board-comment-edit = Edit comment
board-promote = Promote to main line
board-promote-title = Make this side line the game's main line
board-promote-title-main = This move is on the game's main line
# The comment editor.
board-comment-label = Comment on this move
board-comment-save = Save
board-comment-remove = Remove

## What a change of the game's moves did (a notice, with a button to undo it)
board-undo = Undo
board-restored = Restored as it was.
board-count-comments = { $n ->
    [one] { $n } comment
   *[other] { $n } comments
}
# $moves: how many moves ("4 moves"); $comments: how many comments ("1 comment").
board-line-deleted = Line deleted ({ $moves }).
board-line-deleted-comments = Line deleted ({ $moves }, { $comments }).
# $text: the start of the comment as it was (ending in … when cut short).
board-comment-removed = Comment removed (“{ $text }”).
board-comment-changed = Comment changed (it was “{ $text }”).

## Reading a game or a position a player brings
# $error: what the rules words say is wrong.
board-import-bad-position = This position text is not valid: { $error }.
board-import-bad-record = { $error }.

## Sharing
board-share-title = Share or embed
board-share-link = Link to this game
board-share-link-help = Opens this game, ready to continue. To play a friend without a server, send the link after each move.
board-share-embed-position = Embed this position
board-share-embed-position-help = Paste into a web page to show the current position.
board-share-embed-game = Embed this game
board-share-embed-game-help = Shows the game as it is on screen (side line and move shown), with buttons to step through the moves.
# The titles of the embedded frames (screen readers name the frame with them).
board-share-frame-position = { -game-name } position
board-share-frame-game = { -game-name } game
board-share-done = Done
