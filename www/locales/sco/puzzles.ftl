# The puzzle trainer (#/puzzles): tactics puzzles, a ratin, themes, streaks, hints.
# Notes fur the translator:
# - $game is a game ae the Camelot faimly by its title (Camelot, Cam, Camette), as translatit
#   in the rules' words.
# - $side, $opponent are sides' names as translatit in app.ftl ("White"); $color an
#   $opponent_color are "white" or "black" fur selectors.
# - Moves (F6-F7, F8xF10xF12), squares (F8) an puzzle ids (c0142) bide as they are.
# - A puzzle's ratin (1620) is gien as it's written, wi'oot groupin.

## Themes: their names, in the theme choice an the puzzle's caption
puzzles-theme-charge = Knight's charge
puzzles-theme-multi-jump = Chains ae jumps
puzzles-theme-capture-trap = Capture trap
puzzles-theme-castle-entry = Intae the castle
puzzles-theme-castle-race = Castle race
puzzles-theme-castle-duty = Oot ae yer ain castle
puzzles-theme-defence = Defence
puzzles-theme-quiet-move = Quiet move
puzzles-theme-endgame = Endgame
puzzles-theme-win = Winnin the game
puzzles-theme-one-move = Wan move
puzzles-theme-short = Short (twa moves)
puzzles-theme-long = Lang (three moves or mair)

## Whit a theme asks ae the solver (unner the baird, yince the puzzle's ower)
puzzles-theme-hint-charge = A knight's charge: a canter thit gangs oan intae a capture.
puzzles-theme-hint-multi-jump = A jump thit gangs oan tae capture twa pieces or mair.
puzzles-theme-hint-capture-trap = A piece offered: the compulsory capture opens up a bigger wan.
puzzles-theme-hint-castle-entry = A piece intae the enemy castle.
puzzles-theme-hint-castle-race = Baith sides race fur the ither's castle.
puzzles-theme-hint-castle-duty = A piece in its ain castle must get oot ae it.
puzzles-theme-hint-defence = The ainly move thit saves the game.
puzzles-theme-hint-quiet-move = The first move captures naethin.
puzzles-theme-hint-endgame = Sax pieces or fewer.

## The page
puzzles-heading = Puzzles
puzzles-heading-streak = Puzzle streak
# Afore the choice ae game (a select follaes).
puzzles-game-label = Game
# Afore the choice ae theme (a select follaes).
puzzles-theme-label = Theme
puzzles-all-themes = Aw themes
# A theme in the choice wi how mony puzzles hae it: "Knight's charge (52)".
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Yer task
# The task abuin the baird, $side the solver.
puzzles-task = Find the best move fur { $side }.
# $last is the opponent's last move: "Black played G12-F11. Find the best move fur White."
puzzles-task-after = { $opponent } played { $last }. Find the best move fur { $side }.
# The ratin line, afore the nummer (mind the space at its end).
puzzles-rating = Yer { $game } puzzle ratin:{ " " }
# Efter the ratin, while it's no settled (mind the space at its stert).
puzzles-provisional = { " " }(provisional)
puzzles-provisional-title = Provisional: a puckle mair puzzles will settle it
# The streak's coont: "Streak: 3 · best 7".
puzzles-streak = Streak: { $count } · best { $best }
puzzles-streak-intro = Puzzle streak: puzzles thit get harder wan by wan, till the first miss.
    Nae hints, nae ratin at stake.
puzzles-try-again = Huv anither go
puzzles-analyse = Analyse this position
puzzles-modes-label = Puzzle modes
puzzles-learn-link = Lairn the rules
puzzles-streak-start = Puzzle streak
puzzles-back-to-rated = Back tae rated puzzles

## The task's buttons
puzzles-next = Nixt puzzle
puzzles-next-streak = Stert a new streak
puzzles-hint = Hint
puzzles-show-move = Shaw the move
puzzles-hint-title = A hint shaws the piece, then the move; the puzzle then coonts as missed
puzzles-retry = Try again
puzzles-view-solution = See the solution
# A move entered alang a path kin end whaur it staunds: "End the move here (E4-E6)".
puzzles-end-here = End the move here ({ $move_text })

## Steppin through the feenished puzzle's line
puzzles-steps-label = The solution, move by move
puzzles-to-start = Tae the puzzle's stert
puzzles-back = Back wan move
puzzles-forward = Forrit wan move
puzzles-to-end = Tae the end
puzzles-step-start = The puzzle's stert
puzzles-step = Move { $at } ae { $end }
puzzles-step-end = Move { $at } ae { $end }: the end

## Whit the solver is tellt
puzzles-right = Richt! Noo the reply…
# $reply is the computer's reply.
puzzles-your-turn = The reply: { $reply }. Keep gaun: find the nixt move.
puzzles-solved = Ilk move fund.
puzzles-solved-hinted = Wi a hint: yer ratin coonts it as a miss.
puzzles-solved-retried = Fund efter anither try: the puzzle coonts as missed, seein as the first try wis wrang.
# $move_text is the wrang move played.
puzzles-wrong = { $move_text } isnae the move. Try again fae afore it, or see the solution.
puzzles-retry-note = Huv anither go: the puzzle coonts as missed, but findin the move will still learn ye it.
# The first hint: the square ae the piece tae move.
puzzles-hint-piece = Move the piece oan { $square }.
# The second hint: the hale move.
puzzles-hint-move = The move is drawn oan the baird: { $move_text }.
# $line is the puzzle's moves, separatit as a list: "F6-F7, F9-F8 an F7xF9".
puzzles-solution = The solution: { $line }.
puzzles-hint-counted = Ye used a hint: yer ratin coonts this puzzle as missed.
puzzles-hint-cost = A hint maks yer ratin coont the puzzle as missed.
# How a move cannae be made ($why), then whit the capture duty asks ($duty): twa sentences.
puzzles-why-and-duty = { $why } { $duty }
# The result, afore the words oan it.
puzzles-result-solved = Solved.
puzzles-result-missed = Missed.
# A puzzle rated afore: its result leaves the ratin as it is.
puzzles-replay = Played afore: no rated again
# Ratin chynges: "+12", "−8", "±0".
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# "wan puzzle", in "Streak ower: wan puzzle in a row."
puzzles-streak-solved = { $n ->
    [0] nae puzzle
    [one] wan puzzle
   *[other] { $n } puzzles
}
puzzles-streak-over = Streak ower: { puzzles-streak-solved } in a row.
puzzles-streak-over-best = Streak ower: { puzzles-streak-solved } in a row — yer best yet!

## The puzzle's caption: "Puzzle c0142", an yince it's ower
## "Puzzle c0142 · rated 1620 · Knight's charge, Short (twa moves)"
puzzles-caption = Puzzle { $id }
puzzles-caption-over = Puzzle { $id } · rated { $rating }
# $themes is the puzzle's themes' names, separatit as a list.
puzzles-caption-over-themes = Puzzle { $id } · rated { $rating } · { $themes }

## The last puzzles, ilk efter its id: "c0142 · 1620 · solved · +12"
puzzles-history-heading = Yer last puzzles
puzzles-history-solved = solved
puzzles-history-solved-hint = solved wi a hint
puzzles-history-missed = missed
puzzles-history-not-rated = no rated
# Efter the puzzle's id (mind the space at its stert): its ratin, the result.
puzzles-history-details = { " " }· { $rating } · { $result }
# The same wi the ratin chynge (or "no rated").
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Loadin, an whit gangs wrang
puzzles-loading = Loadin the { $game } puzzles…
# $why says whit went wrang.
puzzles-pack-failed = The { $game } puzzles couldnae be loadit: { $why }. Check the connection an try again.
# $first says whit wis wrang wi the first puzzle left oot.
puzzles-pack-damaged = { $n ->
    [one] Wan puzzle ae the pack couldnae be used an is left oot ({ $first }).
   *[other] { $n } puzzles ae the pack couldnae be used an are left oot ({ $first }).
}
puzzles-no-such-puzzle = Thair's nae { $game } puzzle wi id “{ $id }”. Here's anither wan.
# $game is the name gien in the link; Camelot's puzzles are shawn insteid.
puzzles-no-such-game = Thair's nae puzzles fur the game “{ $game }”: here's Camelot's.
puzzles-progress-unreadable = Yer puzzle record couldnae be read ({ $why }), sae it sterts fresh.
    The auld data is kept aside.
# $version is the stored record's version nummer.
puzzles-progress-version = version { $version }
puzzles-all-played = Ye've played ilk puzzle: they come roond again.
puzzles-all-played-theme = Ye've played ilk puzzle ae the theme { $theme }: they come roond again.
# A link asked fur a theme the game played hus nae puzzle ae: $found's puzzles hae it.
puzzles-theme-elsewhere = The { $played } puzzles huv nane ae the theme { $theme } yet: here's { $found }'s.
puzzles-theme-missing = The { $game } puzzles huv nane ae the theme { $theme }: here's aw the themes.

## Whit's wrang in a damaged pack (in the messages abuin); $error is the rules' ain words
puzzles-pack-empty = it hauds nae puzzle
# $n is the puzzle's place in the pack (1, 2, …).
puzzles-pack-not-a-puzzle = puzzle { $n }: no a puzzle (id, position, moves, ratin)
puzzles-pack-bad-id = puzzle { $n }: missin or repeatit id `{ $id }`
# $problem is wan ae the messages ablow.
puzzles-pack-puzzle = puzzle { $id }: { $problem }
puzzles-pack-position = position: { $error }
puzzles-pack-over = position: the game's awready ower
puzzles-pack-line-length = the line hus { $n } moves: it must stert an end wi the solver's
# $n is the move's place in the line, $move_text the move.
puzzles-pack-move = move { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = move { $n } `{ $move_text }` ends the game afore the line does
puzzles-pack-last-move = last move `{ $move_text }`: { $error }
puzzles-pack-rating = the ratin isnae a nummer
