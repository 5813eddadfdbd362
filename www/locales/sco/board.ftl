# Camelot: the baird, the move entry, the move list an sharin (ilk page thit shaws a
# baird or taks moves uses these).
# Notes fur the translator:
# - $square, $from, $to, $at are square names (F7, H11); $move is a move in the notation
#   (F7-F9, E4-E6-G8, C2,D2,I2): they bide as they are.
# - $side, $owner, $turn, $other are a side's name as translatit in app.ftl ("White");
#   $color, $owner_color, $turn_color are "white" or "black", tae choose a form by.
# - $click is the verb fur pickin a square as translatit in app.ftl ("click", or "tap" oan
#   a touch screen); $click_cap the same wi a capital.
# - A leg ae a move (ilk bit atween twa landins) is a "leap", as in play.ftl; bridge is "brig".

## The baird (whit screen readers hear)
# The baird's name whin the page gies nane.
board-label = { -game-name } baird
# The baird's name wi its game's title ($variant: "Camelot", "Cam", "River Camelot").
board-label-variant = { $variant } baird
# A square: "F7, empty", "F7, white man".
board-square-empty = { $square }, empty
board-square-piece = { $square }, { $piece }
# A square in the river, nae piece kin gang intae it (River Camelot).
board-square-river = { $square }, river
# A square wi a tree oan it (River Camelot).
board-square-tree = { $square }, tree
# A brig ower the river: "D7, brig, empty", "D8, brig, white knight".
board-square-bridge-empty = { $square }, brig, empty
board-square-bridge-piece = { $square }, brig, { $piece }
# Whit a square is while a move is bein entered, efter whit the lines abuin say ($label):
# "F7, white man, pickit".
board-square-planting = { $label }, tree tae plant
board-square-selected = { $label }, pickit
board-square-next = { $label }, nixt landin
board-square-destination = { $label }, it kin gang here
# The pieces, as they follae the square's name.

## Move entry: how a move or a click disnae dae onythin
# A piece named wi its square: "man oan E4" ($role: "man" or "knight").
board-piece-on = { $role ->
    [knight] knight
   *[man] man
} oan { $square }
# The piece oan $from wis picked, an then nae landin at aw.
board-miss-nowhere = { $from } cannae move like thon.
# The plair tried tae end a move oan $to, whaur the move must gang oan.
board-miss-stop = The move cannae end oan { $to }: it must gang oan. The rings an dots shaw whaur.
# The duty thit limits the moves, added tae the twa messages efter it ($duty: "leave",
# "capture" or "none"; the space afore a sentence is pairt ae it).
board-miss-duty = { $duty ->
    [leave] { " " }It must get oot ae its castle this turn.
    [capture] { " " }A capture is compulsory.
   *[none] { "" }
}
# The piece oan $from cannae gang tae $to.
board-miss-to = { $from } cannae gang tae { $to }. The dots shaw whaur it kin gang.{ board-miss-duty }
# A piece movin leap by leap, noo oan $at, cannae gang oan tae $to.
board-miss-on = { $at } cannae gang oan tae { $to }. The rings an dots shaw whaur the nixt leap kin land.{ board-miss-duty }
# $outcome is the result, as the rules words say it ("White wins: …").
board-why-game-over = The game is ower: { $outcome }.
board-why-empty = { $square } is empty. Pick wan ae yer ain pieces first, then whaur it's tae gang.
board-why-tree = A tree stauns oan { $square }: nae piece kin land oan it or leap ower it.
board-why-river = { $square } is in the river: nae piece kin gang intae it or leap ower it.
# The ither side's piece wis picked.
board-why-enemy = Thon's { $owner }'s piece. Ye're playin { $turn }: { $click } wan ae yer ain pieces.
# $piece an $leaver are pieces wi their squares ("man oan E4").
board-why-must-leave = Yer { $piece } cannae move noo: yer { $leaver } is staunin in its ain castle an must get oot first.
# $capturers: pieces wi their squares, as an "or" list ("man oan E4 or knight oan J6").
board-why-must-capture = Yer { $piece } cannae move noo: a capture is compulsory, an ainly yer { $capturers } kin capture.
board-why-no-move = Yer { $piece } hus nae legal move.

## Move entry: the duty ae the side tae move
board-duty-leave = Yer { $piece } is staunin in its ain castle: it must get oot this turn.
board-duty-capture = A capture is compulsory: capture wi yer { $pieces }.

## Move entry: the nixt step ae a move bein entered
# A first tap shawed the move $move, endin oan $square; a second tap plays it.
board-status-confirm = { $click_cap } { $square } again tae play { $move }, or { $click } anither square.
# Mair than wan move ends oan $square, capturin different pieces: a list ablow offers them.
board-status-choose = Pick how tae get tae { $square }: the moves ablow tak different pieces.
# A canter kin end oan $at or leap oan.
board-status-canter-or-stop = Keep canterin or end the move here: { $click } a ring tae leap oan, or { $click } { $at } again tae stop.
board-status-keep-jumping = Keep jumpin: the capture must gang oan. { $click_cap } the nixt ring or dot.
board-status-keep-cantering = Keep canterin: the move cannae end oan { $at }. { $click_cap } the nixt ring or dot.
# A knight canterin cannae end its move whaur it could jump oan: the knight's charge.
board-status-knight-duty = Keep gaun: fae { $at } this knight kin jump, sae it must capture in this move (the knight's duty).
board-status-stuck = The move cannae gang oan fae { $at }.

## Move entry: plantin trees (River Camelot, afore the first move)
# A wee nummer in words, fur the trees: "three".
board-number-word = { $n ->
    [1] wan
    [2] twa
    [3] three
   *[other] { $n }
}
# Ilk tree is picked ($squares: an "an" list ae squares, "C2, D2 an I2").
board-plant-ready = Plant { $side }'s trees oan { $squares }, or { $click } wan ae them tae pick again.
# $wanted: how mony trees the side plants ($wanted_word: the same in words, "three");
# $left an $left_word: how mony are still tae pick; $chosen: how mony are picked.
board-plant-progress = { $side } plants { $wanted_word } trees afore the first move: { $click } { $left_word } ae the dottit squares oan { $side }'s side ({ $chosen } ae { $wanted } picked).
# How a square taks nae tree. $where: "other" (the ither side, $other, plants thair),
# "river" (the square is in the river) or "none".
board-plant-not-yours = { $square } isnae wan ae { $side }'s tree squares{ $where ->
    [other] { " " }({ $other } plants thair)
    [river] { " " }(it's in the river)
   *[none] { "" }
}: the dots shaw whaur { $side } kin plant.
board-plant-taken = { $square } is taen: trees gang oan empty tree squares.
# $n trees are picked awready (the side's hale nummer ae trees).
board-plant-all-chosen = { $n ->
    [1] The tree is picked awready: plant it, or pick it again tae tak it back.
    [2] Baith trees are picked awready: plant them, or pick wan again tae tak it back.
    [3] Aw three trees are picked awready: plant them, or pick wan again tae tak it back.
   *[other] Aw { $n } trees are picked awready: plant them, or pick wan again tae tak it back.
}

## Move entry: buttons an the choice atween moves
# $move: the move a first tap shawed.
board-confirm-play = Play { $move }
board-cancel = Cancel
# $move: the trees picked, as a move ("C2,D2,I2").
board-plant-trees = Plant the trees ({ $move })
board-plant-again = Pick again
# Taks back the leaps ae a move entered sae faur.
board-start-again = Stert the move again
# The choice atween moves thit end oan the same square ($square) but capture different.
board-choice-label = Moves endin oan { $square }
board-choice-intro = { $n } moves end oan { $square }, takin different pieces. Whilk wan?
board-choice-other-square = Pick anither square
# Whit a move ae the choice captures ($squares: the squares, separatit by commas).
board-choice-captures = captures { $squares }
board-choice-captures-nothing = captures naethin

## The move list
board-moves-heading = Moves
board-moves-label = Moves
board-moves-none = Nae moves yet.
board-step-label = Gang through the game
# The buttons thit step through the game; the titles name their keys (Home, ←, →, End).
board-step-first = Stert
board-step-first-title = Stert (Home)
board-step-back = Back wan move
board-step-back-title = Back (←)
board-step-forward = Forrit wan move
board-step-forward-title = Forrit (→)
board-step-last = End ae the line
board-step-last-title = End ae the line (End)
# The bar ae buttons thit work oan the move shawn ($move), or oan nae move.
board-bar-label = The move { $move }
board-bar-label-none = Nae move shawn
board-delete = Delete fae here
board-delete-title = Delete this move an ilk move efter it (the notice offers tae undae it)
board-copy-line = Copy the line
board-copy-line-title = Copy the moves fae the stert tae here
board-comment-add = Pit in a comment
board-comment-edit = Chynge the comment
board-promote = Mak main line
board-promote-title = Mak this side line the game's main line
board-promote-title-main = This move is oan the game's main line
# The comment editor.
board-comment-label = Comment oan this move
board-comment-save = Save
board-comment-remove = Tak oot

## Whit a chynge tae the game's moves did (a notice, wi a button tae undae it)
board-undo = Undae
board-restored = Pit back as it wis.
board-count-comments = { $n ->
    [one] { $n } comment
   *[other] { $n } comments
}
# $moves: how mony moves ("4 moves"); $comments: how mony comments ("1 comment").
board-line-deleted = Line deletit ({ $moves }).
board-line-deleted-comments = Line deletit ({ $moves }, { $comments }).
# $text: the stert ae the comment as it wis (endin in … whin cut short).
board-comment-removed = Comment taen oot (“{ $text }”).
board-comment-changed = Comment chynged (it wis “{ $text }”).

## Readin a game or a position a plair brings
# $error: whit the rules words say is wrang.
board-import-bad-position = This position text isnae valid: { $error }.
board-import-bad-record = { $error }.

## Sharin
board-share-title = Share or embed
board-share-link = Link tae this game
board-share-link-help = Opens this game, ready tae cairry oan. Tae play a freend wi'oot a server, send the link efter ilk move.
board-share-embed-position = Embed this position
board-share-embed-position-help = Paste intae a web page tae shaw the position as it stauns.
board-share-embed-game = Embed this game
board-share-embed-game-help = Shaws the game as it is oan screen (side line an move shawn), wi buttons tae gang through the moves.
# The titles ae the embedded frames (screen readers name the frame wi them).
board-share-frame-position = { -game-name } position
board-share-frame-game = { -game-name } game
board-share-done = Dune
