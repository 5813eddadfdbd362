# The puzzle trainer (#/puzzles): tactics puzzles, a rating, themes, streaks, hints.
# A translator's notes:
# - $game is a game of the Camelot family by its title (Camelot, Cam, Camette), as translated
#   in the rules' words.
# - $side, $opponent are sides' names as translated in app.ftl ("White"); $color and
#   $opponent_color are "white" or "black" for selectors.
# - Moves (F6-F7, F8xF10xF12), squares (F8) and puzzle ids (c0142) stay as they are.
# - A puzzle's rating (1620) is given as it is written, without grouping.

## Themes: their names, in the theme choice and the puzzle's caption
puzzles-theme-charge = Knight's charge
puzzles-theme-multi-jump = Multiple jumps
puzzles-theme-capture-trap = Capture trap
puzzles-theme-castle-entry = Castle entry
puzzles-theme-castle-race = Castle race
puzzles-theme-castle-duty = Own-castle duty
puzzles-theme-defence = Defence
puzzles-theme-quiet-move = Quiet move
puzzles-theme-endgame = Endgame
puzzles-theme-win = Winning the game
puzzles-theme-one-move = One move
puzzles-theme-short = Short (two moves)
puzzles-theme-long = Long (three moves or more)

## What a theme asks of the solver (under the board, once the puzzle is over)
puzzles-theme-hint-charge = A knight's charge: a canter that goes on into a capture.
puzzles-theme-hint-multi-jump = A jump that goes on to capture two pieces or more.
puzzles-theme-hint-capture-trap = A piece offered: the compulsory capture opens a bigger one.
puzzles-theme-hint-castle-entry = A piece into the enemy castle.
puzzles-theme-hint-castle-race = Both sides race for the other's castle.
puzzles-theme-hint-castle-duty = A piece in its own castle must leave it.
puzzles-theme-hint-defence = The only move that saves the game.
puzzles-theme-hint-quiet-move = The first move captures nothing.
puzzles-theme-hint-endgame = Six pieces or fewer.

## The page
puzzles-heading = Puzzles
puzzles-heading-streak = Puzzle streak
# Before the choice of game (a select follows).
puzzles-game-label = Game
# Before the choice of theme (a select follows).
puzzles-theme-label = Theme
puzzles-all-themes = All themes
# A theme in the choice with how many puzzles have it: "Knight's charge (52)".
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Your task
# The task above the board, $side the solver.
puzzles-task = Find the best move for { $side }.
# $last is the opponent's last move: "Black played G12-F11. Find the best move for White."
puzzles-task-after = { $opponent } played { $last }. Find the best move for { $side }.
# The rating line, before the number (mind the space at its end).
puzzles-rating = Your { $game } puzzle rating:{ " " }
# After the rating, while it is uncertain (mind the space at its start).
puzzles-provisional = { " " }(provisional)
puzzles-provisional-title = Provisional: a few more puzzles settle it
# The streak's count: "Streak: 3 · best 7".
puzzles-streak = Streak: { $count } · best { $best }
puzzles-streak-intro = Puzzle streak: puzzles that get harder one by one, until the first miss.
    No hints, no rating at stake.
puzzles-try-again = Try again
puzzles-analyse = Analyse this position
puzzles-modes-label = Puzzle modes
puzzles-learn-link = Learn the rules
puzzles-streak-start = Puzzle streak
puzzles-back-to-rated = Back to rated puzzles

## The task's buttons
puzzles-next = Next puzzle
puzzles-next-streak = Start a new streak
puzzles-hint = Hint
puzzles-show-move = Show the move
puzzles-hint-title = A hint shows the piece, then the move; the puzzle then counts as missed
puzzles-retry = Retry
puzzles-view-solution = View solution
# A move entered along a path may end where it stands: "End move here (E4-E6)".
puzzles-end-here = End move here ({ $move_text })

## Stepping through the finished puzzle's line
puzzles-steps-label = The solution, move by move
puzzles-to-start = To the puzzle's start
puzzles-back = Back one move
puzzles-forward = Forward one move
puzzles-to-end = To the end
puzzles-step-start = The puzzle's start
puzzles-step = Move { $at } of { $end }
puzzles-step-end = Move { $at } of { $end }: the end

## What the solver is told
puzzles-right = Right! Now the reply…
# $reply is the computer's reply.
puzzles-your-turn = The reply: { $reply }. Keep going: find the next move.
puzzles-solved = Every move found.
puzzles-solved-hinted = With a hint: your rating counts it as a miss.
puzzles-solved-retried = Found after a retry: the puzzle counts as missed, since the first try was wrong.
# $move_text is the wrong move played.
puzzles-wrong = { $move_text } is not the move. Retry from before it, or view the solution.
puzzles-retry-note = Try again: the puzzle counts as missed, but finding the move still teaches it.
# The first hint: the square of the piece to move.
puzzles-hint-piece = Move the piece on { $square }.
# The second hint: the whole move.
puzzles-hint-move = The move is drawn on the board: { $move_text }.
# $line is the puzzle's moves, separated as a list: "F6-F7, F9-F8, F7xF9".
puzzles-solution = The solution: { $line }.
puzzles-hint-counted = A hint was used: your rating counts this puzzle as missed.
# Before the first hint, above the Hint button: what a hint costs.
puzzles-hint-cost = A hint counts the puzzle as missed in your rating.
# Why a move cannot be made ($why), then what the capture duty asks ($duty): two sentences.
puzzles-why-and-duty = { $why } { $duty }
# The result, before the words on it.
puzzles-result-solved = Solved.
puzzles-result-missed = Missed.
# A puzzle rated before: its result leaves the rating as it is.
puzzles-replay = Played before: not rated again
# Rating changes: "+12", "−8", "±0".
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# "one puzzle", in "Streak over: one puzzle in a row."
puzzles-streak-solved = { $n ->
    [0] no puzzle
    [one] one puzzle
   *[other] { $n } puzzles
}
puzzles-streak-over = Streak over: { puzzles-streak-solved } in a row.
puzzles-streak-over-best = Streak over: { puzzles-streak-solved } in a row — your best yet!

## The puzzle's caption: "Puzzle c0142", and once it is over
## "Puzzle c0142 · rated 1620 · Knight's charge, Short (two moves)"
puzzles-caption = Puzzle { $id }
puzzles-caption-over = Puzzle { $id } · rated { $rating }
# $themes is the puzzle's themes' names, separated as a list.
puzzles-caption-over-themes = Puzzle { $id } · rated { $rating } · { $themes }

## The last puzzles, each after its id: "c0142 · 1620 · solved · +12"
puzzles-history-heading = Your last puzzles
puzzles-history-solved = solved
puzzles-history-solved-hint = solved with a hint
puzzles-history-missed = missed
puzzles-history-not-rated = not rated
# After the puzzle's id (mind the space at its start): its rating, the result.
puzzles-history-details = { " " }· { $rating } · { $result }
# The same with the rating change (or "not rated").
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Loading, and what goes wrong
puzzles-loading = Loading the { $game } puzzles…
# $why says what went wrong.
puzzles-pack-failed = The { $game } puzzles could not be loaded: { $why }. Check the connection and try again.
# $first says what was wrong with the first puzzle left out.
puzzles-pack-damaged = { $n ->
    [one] One puzzle of the pack could not be used and is left out ({ $first }).
   *[other] { $n } puzzles of the pack could not be used and are left out ({ $first }).
}
puzzles-no-such-puzzle = There is no { $game } puzzle with id “{ $id }”. Here is another one.
# $game is the name given in the link; Camelot's puzzles are shown instead.
puzzles-no-such-game = There are no puzzles for the game “{ $game }”: here are Camelot's.
puzzles-progress-unreadable = Your puzzle record could not be read ({ $why }), so it starts afresh.
    The old data is kept aside.
# $version is the stored record's version number.
puzzles-progress-version = version { $version }
puzzles-all-played = You have played every puzzle: they come round again.
puzzles-all-played-theme = You have played every puzzle of the theme { $theme }: they come round again.
# A link asked for a theme the game played has no puzzle of: $found's puzzles have it.
puzzles-theme-elsewhere = The { $played } puzzles have none of the theme { $theme } yet: here are { $found }'s.
puzzles-theme-missing = The { $game } puzzles have none of the theme { $theme }: here are all themes.

## What is wrong in a damaged pack (in the messages above); $error is the rules' own words
puzzles-pack-empty = it holds no puzzle
# $n is the puzzle's place in the pack (1, 2, …).
puzzles-pack-not-a-puzzle = puzzle { $n }: not a puzzle (id, position, moves, rating)
puzzles-pack-bad-id = puzzle { $n }: missing or repeated id `{ $id }`
# $problem is one of the messages below.
puzzles-pack-puzzle = puzzle { $id }: { $problem }
puzzles-pack-position = position: { $error }
puzzles-pack-over = position: the game is already over
puzzles-pack-line-length = the line has { $n } moves: it must start and end with the solver's
# $n is the move's place in the line, $move_text the move.
puzzles-pack-move = move { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = move { $n } `{ $move_text }` ends the game before the line does
puzzles-pack-last-move = last move `{ $move_text }`: { $error }
puzzles-pack-rating = the rating is not a number
