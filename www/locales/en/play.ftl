# The game page: the status line, results, notices, questions and announcements.
# $side is a side's translated name ("White"), $color "white" or "black" for selectors.
# $move is a move in WCF notation (C3-D2), $variant a game's translated name (Cam, Camette).

play-new-game = New game.
play-unfinished-kept = New game started. Your unfinished game is kept: the button above brings it back.
play-promoted = The line is now the main line.
play-deleted = Moves deleted.
play-no-move = The computer found no move.
play-nothing-to-load = Nothing to load: paste a game record or a position text.
play-bring-back-previous = Undo: bring back the previous game

## Results: "White wins: Black has no legal move."
play-wins = { $side } wins
play-draw = Draw
# $head is play-wins or play-draw, $reason why the game ended.
play-result = { $head }: { $reason }.

## Announcements of moves
play-planted = { $side } planted trees on { $squares }.
play-played = { $side } played { $move }.
play-played-capturing = { $side } played { $move }, capturing on { $squares }.

## The status line
# $length is a game's length ("17 moves")
play-line-main = of { $length }
play-line-side = side line of { $length }
play-watch-looking-back = The computers wait while you look back: Resume returns to the game.
play-to-move = { $side } to move.
play-to-move-side-line = { $side } to move: a move here starts a side line.
play-your-move-takes-back = Your move ({ $side }): a new move takes the later ones back (they stay in the list).
play-your-move-side-line = Your move ({ $side }): a move here starts a side line.
# $after is "after White's 5th move" or "at the start"; $line is play-line-main/side; $next one of the lines above.
play-viewing-position = Viewing the position { $after } ({ $line }). { $next }
play-paused = Paused. { $side } to move: press Resume to go on.
play-thinking = { $side } (computer) is thinking.
# $step is what the move entry says about the move being entered.
play-your-move-step = Your move ({ $side }). { $step }
play-to-move-plain = { $side } to move
play-your-move-plain = Your move ({ $side })
play-duty-castle = : the piece on { $square } must leave its castle
play-duty-capture-one = the piece on { $square } must capture
play-duty-capture-many = { $squares } can capture; one of them must
play-duty-capture = : a capture is compulsory — { $which }
# $who is play-to-move-plain or play-your-move-plain, $duty one of the duty texts or nothing, $goal play-goal-anti or nothing.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }In Anti-Camelot you win when you cannot move; a piece that enters the opponent's castle loses.

## Notices
play-taken-back = The game goes on with { $move }. The moves you took back are kept as a side line in the list.
play-side-line = A side line starts with { $move }; the game's moves are kept (Home, or click them in the list, to go back).
play-cannot-play = That move cannot be played: { $why }.
play-taken-back-to = Move taken back. { $side } to move.
play-not-deleted = Nothing was deleted: { $why }.
play-comment-removed = Comment removed.
play-comment-saved = Comment saved.
play-resigned = { $side } resigned.
play-hint = Hint: { $move }
play-computer-failed = The computer failed: { $why }

## Who plays: "Cam · Two players on this device"
play-mode-perfect = You play { $side } against Perfect, the solved game
play-mode-computer = You play { $side } against the computer, level { $level }
play-mode-two = Two players on this device
play-mode-watch-same = Computer against computer, level { $level }
play-mode-watch = Computer against computer: White level { $white }, Black level { $black }
play-mode-with-variant = { $variant } · { $who }

## Captured pieces: "White took: 2 men, 1 knight"
play-took = { $side } took: { $taken }
play-taken-none = none

## Questions before replacing a game
play-current-game = Your current game
play-current-game-length = Your current game ({ $length })
play-current-game-length-side = Your current game ({ $length } and { $side_moves } in side lines)
play-ask-new-game-title = Start a new game of { $variant }?
play-ask-new-game = { $current } will be replaced by a new game of { $variant }. You can bring it back afterwards (the notice that follows offers it).
# $what is "game" or "position"
play-ask-link = Open the { $what ->
    [game] game
   *[position] position
} from the link?
play-ask-editor = Play the { $what ->
    [game] game
   *[position] position
} from the editor?
play-ask-paste = Open the { $what ->
    [game] game
   *[position] position
} you pasted?
play-ask-file = Open the { $what ->
    [game] game
   *[position] position
} from the file?
play-ask-replace = { $current } will be replaced. You can bring it back afterwards (the notice that follows offers it).
# $what is "game", "position" or "new"; $origin "link", "editor", "paste" or "file".
play-kept-instead = Your game is kept; the { $what ->
    [game] game
    [new] new game of { $variant }
   *[position] position
} { $origin ->
    [link] from the link
    [editor] from the editor
    [paste] you pasted
   *[file] from the file
} was not opened.

## After opening something
play-previous-kept = { " " }Your previous game is kept (Undo brings it back).
play-new-game-from-link = A new game of { $variant } from the link.{ $kept }
# $origin is "link", "editor" or "other"; $over is where the game stands ("play-over-to-move", or the result)
play-position-loaded = Position loaded{ $origin ->
    [link] { " " }from the link
    [editor] { " " }from the editor
   *[other] {""}
}.{ $over }{ $kept }
play-game-from-link = Game loaded from the link. After your move, use Share to send the new link back.{ $kept }
play-over-to-move = { " " }{ $side } to move.
play-game-loaded = Game loaded: { $length }.{ $over }{ $kept }
play-previous-back = Your previous game is back ({ $length }).
play-bad-position-link = The position in the link is not valid: { $why }. Your current game is kept.
play-bad-record-link = The game in the link is not valid: { $why }. Your current game is kept.
play-record-other-variant = The game in the link is a game of { $is }, not of { $says } as the link's variant says. Your current game is kept.
play-unknown-variant = The link's variant is not one this program plays ({ $why }). Your current game is kept.
play-bad-play = The link's play must be white, black or two, not { $value }: you play the side to move.
play-not-restored = The saved game could not be restored ({ $why }); a new game was started.
# Why the saved game could not be restored: the $why of play-not-restored (with
# storage-unreadable, storage-other-version and storage-bad-record of app.ftl).
# $field is the name of a field of the saved data, as stored (not translated).
play-restore-field = part of it is missing or damaged ({ $field })
# $kind is the players' kind as stored (not translated).
play-restore-players = unknown players ({ $kind })
play-restore-bad-start = bad start position ({ $why })
# $number counts the saved moves from 1; $move_text is the move as saved.
play-restore-bad-move = move { $number } ({ $move_text }) is not legal: { $why }
play-copied = { $what } copied to the clipboard.
play-not-copied = The browser did not allow copying the { $what }.
play-unreadable-file = The file { $name } could not be read as text.

## Hints: $moves is the number of the winner's moves to the end
play-hint-line = Hint: { $move } (shown on the board).
play-hint-draw = Hint: { $move } (shown on the board): it holds the draw — solved.
play-hint-win = Hint: { $move } (shown on the board): it wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} — solved.
play-hint-loss = Hint: { $move } (shown on the board). Your position is lost: Perfect wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} at best — solved.

## The level chooser
play-level-beginner = { $level } (beginner)
play-level-club = { $level } (club)
play-level-strongest = { $level } (strongest)
play-level-perfect = Perfect (the solved game)
play-camette-solved = { " " }· solved: try the level Perfect
play-perfect-note = Perfect plays the solved game: it holds every draw and wins every game you let slip. The first game downloads it (3.5 MB) for offline play too.
play-downloading = Downloading the solved game… { $got } MB
play-downloading-of = Downloading the solved game… { $got } of { $total } MB
play-thinking-detail = depth { $depth }, eval { $score } (White's view)
# The detail when the engine sees a forced win: $outcome is eval-wins-in or eval-has-won ("White wins in 3 moves").
play-thinking-win = { $outcome } (depth { $depth })

## The banner over an earlier position
play-viewing-earlier = You are looking at an earlier position.{ " " }
play-viewing-side-line = You are in a side line.{ " " }

## Buttons, labels and headings of the game page
play-ui-light-colours = Light colours
play-ui-dark-colours = Dark colours
play-ui-switch-to-light-colours = Switch to light colours
play-ui-switch-to-dark-colours = Switch to dark colours
play-ui-light = { " " }Light
play-ui-dark = { " " }Dark
play-ui-sound-on = Sound: on
play-ui-sound-off = Sound: off
play-ui-sound = Sound:{ " " }
play-ui-on = on
play-ui-off = off
play-ui-new-game = New game
play-ui-share = Share
play-ui-game-over = Game over.{ " " }
# The same heading against the computer, when the player won or lost.
play-ui-you-won = You won.{ " " }
play-ui-you-lost = You lost.{ " " }
play-ui-review-this-game = Review this game
play-ui-analyse = Analyse
play-ui-back-to-the-game = Back to the game
play-ui-thinking = Thinking…{ " " }
play-ui-a-dot-the-move-can-end = { " " }A dot: the move can end there.{ " " }
play-ui-got-it = Got it
play-ui-learn-the-rules = Learn the rules
play-ui-undo = Undo
play-ui-redo = Redo
play-ui-resume = Resume
play-ui-pause = Pause
play-ui-hint = Hint
play-ui-flip-board = Flip board
play-ui-confirm-resign = Confirm resign?
play-ui-resign = Resign
play-ui-game-record = Game record
play-ui-copy-game = Copy game
play-ui-download = Download
play-ui-paste-game-or-position = Paste game or position
play-ui-open-file = Open file…
play-ui-copy-position = Copy position
play-ui-edit-this-position = Edit this position
play-ui-bring-back-the-previous-game = Bring back the previous game
play-ui-game = Game
play-ui-players = Players
play-ui-you-against-the-computer = { " " }You against the computer
play-ui-two-players-on-this-device = { " " }Two players on this device
play-ui-computer-against-computer-watch = { " " }Computer against computer (watch)
play-ui-your-colour = Your colour
play-ui-white-moves-first = { " " }White (moves first)
play-ui-black = { " " }Black
play-ui-computer-level = Computer level{ " " }
play-ui-white-s-level = White's level{ " " }
play-ui-black-s-level = Black's level{ " " }
play-ui-speed = Speed{ " " }
play-ui-slow = Slow
play-ui-normal = Normal
play-ui-fast = Fast
play-ui-draw-on-threefold-repetition-house-rule = { " " }Draw on threefold repetition (house rule)
play-ui-cancel = Cancel
play-ui-start = Start
play-ui-paste-a-game-or-a-position = Paste a game or a position
play-ui-a-game-record-continues-that-game = A game record continues that game; a position text starts a new game from it.
play-ui-paste-field = Game record or position text
play-ui-load = Load
play-ui-keep-my-game = Keep my game
play-ui-replace-it = Replace it
# $move: the move so far (E4-E6-E8)
play-end-move-here = End move here ({ $move })
# $choose is "click" or "tap"
play-legend-ring = { " " }A ring: a landing where the move cannot end (a jump must go on) — { $choose } it to go one leap at a time. A canter may end on any of its landings, so they are dots. A cross marks a piece the move captures.
# $choose is "Click" or "Tap"; followed by the link play-ui-learn-the-rules
play-welcome = { $choose } one of your pieces to see where it can move — new to Camelot?{ " " }
# What was copied: "Game record copied to the clipboard."
play-what-game-record = Game record
play-what-position-text = Position text
play-what-line = Line
play-ui-sounds-title = Move and capture sounds
