# The game page: the status line, results, notices, questions an announcements.
# $side is a side's translatit name ("White"), $color "white" or "black" fur selectors.
# $move is a move in WCF notation (C3-D2), $variant a game's translatit name (Cam, Camette).

play-new-game = New game.
play-unfinished-kept = New game stertit. Yer unfeenished game is kept: the button abuin brings it back.
play-promoted = This line is the main line noo.
play-deleted = Moves deletit.
play-no-move = The computer fund nae move.
play-nothing-to-load = Naethin tae load: paste a game record or a position text.
play-bring-back-previous = Undae: bring back the auld game

## Results: "White wins: Black hus nae legal move."
play-wins = { $side } wins
play-draw = Draw
# $head is play-wins or play-draw, $reason how the game endit.
play-result = { $head }: { $reason }.

## Announcements ae moves
play-planted = { $side } plantit trees oan { $squares }.
play-played = { $side } played { $move }.
play-played-capturing = { $side } played { $move }, capturin oan { $squares }.

## The status line
# $length is a game's length ("17 moves")
play-line-main = ae { $length }
play-line-side = side line ae { $length }
play-watch-looking-back = The computers bide while ye look back: Cairry oan taks ye back tae the game.
play-to-move = { $side } tae move.
play-to-move-side-line = { $side } tae move: a move here sterts a side line.
play-your-move-takes-back = Yer move ({ $side }): a new move taks the later wans back (they bide in the list).
play-your-move-side-line = Yer move ({ $side }): a move here sterts a side line.
# $after is "efter White's 5th move" or "it the stert"; $line is play-line-main/side; $next wan ae the lines abuin.
play-viewing-position = Lookin at the position { $after } ({ $line }). { $next }
play-paused = Haudin oan. { $side } tae move: press Cairry oan tae gang oan.
play-thinking = { $side } (computer) is thinkin.
# $step is whit the move entry says aboot the move bein entered.
play-your-move-step = Yer move ({ $side }). { $step }
play-to-move-plain = { $side } tae move
play-your-move-plain = Yer move ({ $side })
play-duty-castle = : the piece oan { $square } must get oot ae its castle
play-duty-capture-one = the piece oan { $square } must capture
play-duty-capture-many = { $squares } kin capture; wan ae them must
play-duty-capture = : a capture is compulsory — { $which }
# $who is play-to-move-plain or play-your-move-plain, $duty wan ae the duty texts or naethin, $goal play-goal-anti or naethin.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }In Anti-Camelot ye win whin ye cannae move; a piece thit gangs intae the opponent's castle loses.

## Notices
play-taken-back = The game gangs oan wi { $move }. The moves ye took back are kept as a side line in the list.
play-side-line = A side line sterts wi { $move }; the game's moves are kept (Home, or click them in the list, tae gang back).
play-cannot-play = Thon move cannae be played: { $why }.
play-taken-back-to = Move taen back. { $side } tae move.
play-not-deleted = Naethin wis deletit: { $why }.
play-comment-removed = Comment taen oot.
play-comment-saved = Comment saved.
play-resigned = { $side } gied up.
play-hint = Hint: { $move }
play-computer-failed = The computer gied oot: { $why }

## Wha plays: "Cam · Twa plairs oan this device"
play-mode-perfect = Ye play { $side } agin Perfect, the solved game
play-mode-computer = Ye play { $side } agin the computer, level { $level }
play-mode-two = Twa plairs oan this device
play-mode-watch-same = Computer agin computer, level { $level }
play-mode-watch = Computer agin computer: White level { $white }, Black level { $black }
play-mode-with-variant = { $variant } · { $who }

## Captured pieces: "White took: 2 men, 1 knight"
play-took = { $side } took: { $taken }
play-taken-none = nane

## Questions afore a game is swapped oot
play-current-game = Yer game the noo
play-current-game-length = Yer game the noo ({ $length })
play-current-game-length-side = Yer game the noo ({ $length } an { $side_moves } in side lines)
play-ask-new-game-title = Stert a new game ae { $variant }?
play-ask-new-game = { $current } will be swapped fur a new game ae { $variant }. Ye kin bring it back efter (the notice thit follaes offers it).
# $what is "game" or "position"
play-ask-link = Open the { $what ->
    [game] game
   *[position] position
} fae the link?
play-ask-editor = Play the { $what ->
    [game] game
   *[position] position
} fae the editor?
play-ask-paste = Open the { $what ->
    [game] game
   *[position] position
} ye pastit?
play-ask-file = Open the { $what ->
    [game] game
   *[position] position
} fae the file?
play-ask-replace = { $current } will be swapped oot. Ye kin bring it back efter (the notice thit follaes offers it).
# $what is "game", "position" or "new"; $origin "link", "editor", "paste" or "file".
play-kept-instead = Yer game is kept; the { $what ->
    [game] game
    [new] new game ae { $variant }
   *[position] position
} { $origin ->
    [link] fae the link
    [editor] fae the editor
    [paste] ye pastit
   *[file] fae the file
} wisnae opened.

## Efter openin somethin
play-previous-kept = { " " }Yer auld game is kept (Undae brings it back).
play-new-game-from-link = A new game ae { $variant } fae the link.{ $kept }
# $origin is "link", "editor" or "other"
play-position-loaded = Position loadit{ $origin ->
    [link] { " " }fae the link
    [editor] { " " }fae the editor
   *[other] {""}
}.{ $over }{ $kept }
play-game-from-link = Game loadit fae the link. Efter yer move, use Share tae send the new link back.{ $kept }
play-over-to-move = { " " }{ $side } tae move.
play-game-loaded = Game loadit: { $length }.{ $over }{ $kept }
play-previous-back = Yer auld game is back ({ $length }).
play-bad-position-link = The position in the link isnae valid: { $why }. Yer game the noo is kept.
play-bad-record-link = The game in the link isnae valid: { $why }. Yer game the noo is kept.
play-record-other-variant = The game in the link is a game ae { $is }, no ae { $says } as the link's variant says. Yer game the noo is kept.
play-unknown-variant = The link's variant isnae wan this program plays ({ $why }). Yer game the noo is kept.
play-bad-play = The link's play must be white, black or two, no { $value }: ye play the side tae move.
play-not-restored = The saved game couldnae be brocht back ({ $why }); a new game wis stertit.
# Why the saved game couldnae be brocht back: the $why o play-not-restored (wi
# storage-unreadable, storage-other-version an storage-bad-record o app.ftl).
# $field is the name o a field o the saved data, as stored (no owerset).
play-restore-field = pairt o it is missin or damaged ({ $field })
# $kind is the plairs' kind as stored (no owerset).
play-restore-players = unkent plairs ({ $kind })
play-restore-bad-start = the stert position isnae richt ({ $why })
# $number coonts the saved moves fae 1; $move_text is the move as saved.
play-restore-bad-move = move { $number } ({ $move_text }) isnae a legal move: { $why }
play-copied = { $what } copied tae the clipboard.
play-not-copied = The browser wouldnae let ye copy this: { $what }.
play-unreadable-file = The file { $name } couldnae be read as text.

## Hints: $moves is the nummer ae the winner's moves tae the end
play-hint-line = Hint: { $move } (shawn oan the baird).
play-hint-draw = Hint: { $move } (shawn oan the baird): it hauds the draw — solved.
play-hint-win = Hint: { $move } (shawn oan the baird): it wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} — solved.
play-hint-loss = Hint: { $move } (shawn oan the baird). Yer position is lost: Perfect wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} at best — solved.

## The level chooser
play-level-beginner = { $level } (beginner)
play-level-club = { $level } (club)
play-level-strongest = { $level } (strongest)
play-level-perfect = Perfect (the solved game)
play-camette-solved = { " " }· solved: gie the level Perfect a shot
play-perfect-note = Perfect plays the solved game: it hauds ilk draw an wins ilk game ye let slip. The first game doonloads it (3.5 MB) fur playin aff-line an aw.
play-downloading = Doonloadin the solved game… { $got } MB
play-downloading-of = Doonloadin the solved game… { $got } ae { $total } MB
play-thinking-detail = depth { $depth }, eval { $score } (fae White's side)
# The detail when the ingine sees a forced win: $outcome is eval-wins-in or eval-has-won ("White wins in 3 moves").
play-thinking-win = { $outcome } (depth { $depth })

## The banner ower an earlier position
play-viewing-earlier = Ye're lookin at an earlier position.{ " " }
play-viewing-side-line = Ye're in a side line.{ " " }

## Buttons, labels an heidins ae the game page
play-ui-light-colours = Licht colours
play-ui-dark-colours = Daurk colours
play-ui-switch-to-light-colours = Switch tae licht colours
play-ui-switch-to-dark-colours = Switch tae daurk colours
play-ui-light = { " " }Licht
play-ui-dark = { " " }Daurk
play-ui-sound-on = Soond: oan
play-ui-sound-off = Soond: aff
play-ui-sound = Soond:{ " " }
play-ui-on = oan
play-ui-off = aff
play-ui-new-game = New game
play-ui-share = Share
play-ui-game-over = Game ower.{ " " }
play-ui-you-won = Ye won.{ " " }
play-ui-you-lost = Ye lost.{ " " }
play-ui-review-this-game = Look ower this game
play-ui-analyse = Analyse
play-ui-back-to-the-game = Back tae the game
play-ui-thinking = Thinkin…{ " " }
play-ui-a-dot-the-move-can-end = { " " }A dot: the move kin end thair.{ " " }
play-ui-got-it = Aye, got it
play-ui-learn-the-rules = Lairn the rules
play-ui-undo = Undae
play-ui-redo = Redae
play-ui-resume = Cairry oan
play-ui-pause = Haud oan
play-ui-hint = Hint
play-ui-flip-board = Birl the baird
play-ui-confirm-resign = Shair ye're giein up?
play-ui-resign = Gie up
play-ui-game-record = Game record
play-ui-copy-game = Copy the game
play-ui-download = Doonload
play-ui-paste-game-or-position = Paste in a game or position
play-ui-open-file = Open a file…
play-ui-copy-position = Copy the position
play-ui-edit-this-position = Chynge this position
play-ui-bring-back-the-previous-game = Bring back the auld game
play-ui-game = Game
play-ui-players = Plairs
play-ui-you-against-the-computer = { " " }Ye agin the computer
play-ui-two-players-on-this-device = { " " }Twa plairs oan this device
play-ui-computer-against-computer-watch = { " " }Computer agin computer (watch)
play-ui-your-colour = Yer colour
play-ui-white-moves-first = { " " }White (moves first)
play-ui-black = { " " }Black
play-ui-computer-level = Computer level{ " " }
play-ui-white-s-level = White's level{ " " }
play-ui-black-s-level = Black's level{ " " }
play-ui-speed = Speed{ " " }
play-ui-slow = Slaw
play-ui-normal = Normal
play-ui-fast = Fast
play-ui-draw-on-threefold-repetition-house-rule = { " " }Draw oan threefauld repetition (hoose rule)
play-ui-cancel = Cancel
play-ui-start = Stert
play-ui-paste-a-game-or-a-position = Paste in a game or a position
play-ui-a-game-record-continues-that-game = A game record cairries oan thon game; a position text sterts a new game fae it.
play-ui-paste-field = Game record or position text
play-ui-load = Load
play-ui-keep-my-game = Keep ma game
play-ui-replace-it = Swap it oot
# $move: the move sae faur (E4-E6-E8)
play-end-move-here = End the move here ({ $move })
# $choose is "click" or "tap"
play-legend-ring = { " " }A ring: a landin whaur the move cannae end (a jump must gang oan) — { $choose } it tae gang wan leap at a time. A canter kin end oan ony ae its landins, sae they're dots. A cross marks a piece the move captures.
# $choose is "Click" or "Tap"; follaed by the link play-ui-learn-the-rules
play-welcome = { $choose } wan ae yer pieces tae see whaur it kin move — new tae Camelot?{ " " }
# Whit wis copied: "Game record copied tae the clipboard."
play-what-game-record = Game record
play-what-position-text = Position text
play-what-line = Line
play-ui-sounds-title = Soonds fur moves an captures
