# analysis
# The analysis board (#/analysis): the engine's analysis, the game review, learning from
# mistakes, and the solved game's verdicts (Camette).
# A translator's notes:
# - Moves (F7-F8, C5xC7), move numbers written with a move ("12. F7-F8", "12… F10-F9"),
#   square names and evaluations in figures (+1.3, -0.4) stay as they are.
# - $side is a side's name as app.ftl translates it ("White"); $possessive is its possessive
#   form ("White's"); $color is "white" or "black", for selectors.
# - $mv is a move in notation (F7-F8); $glyph a review's mark after a move (?!, ? or ??).
# - $percent is a whole percentage without its sign (the messages add the "%").

## The page
analysis-mode = Analysis
analysis-flip-title = Turn the board
# The button that ends a move of several jumps where the player stopped; $mv is the move.
analysis-end-here = End move here ({ $mv })
analysis-line-copied = Line copied to the clipboard.
analysis-line-not-copied = The browser did not allow copying the line.

## The status line
# $outcome is the result in words, from core.ftl (its first letter made a capital).
analysis-status-over = The game is over here: { $outcome }.
# $when: "after White's 5th move" or "at the start" (app.ftl).
analysis-status-turn = { $side } to move, { $when }
# A move the board refused; $why is the rules' reason.
analysis-cannot-play = { $mv } cannot be played: { $why }.
# A promotion, deletion or comment the move tree refused.
analysis-tree-refused = That could not be done: { $why }.
analysis-engine-failed = The engine could not do it: { $why }.
# A click while the player's try is being checked.
analysis-checking-your-move = Checking your move…

## Evaluations in words
# The short form on the evaluation bar and the lines' buttons: a side has won.
analysis-eval-short-won = { $side } won
# The short form of a forced win: "W in 4" (White wins in 4 of its own moves), "B in 2".
analysis-eval-short-win = { $color ->
    [white] W
   *[black] B
} in { $n }
# "+1.3 (White is a man up)": $eval is the figure, $situation the words.
analysis-eval-words = { $eval } ({ $situation })
# Counts of pieces in the material's words: "a man", "two men", … (digits from 13).
analysis-men = { $n ->
    [0] no men
    [1] a man
    [2] two men
    [3] three men
    [4] four men
    [5] five men
    [6] six men
    [7] seven men
    [8] eight men
    [9] nine men
    [10] ten men
    [11] eleven men
    [12] twelve men
   *[other] { $n } men
}
analysis-knights = { $n ->
    [0] no knights
    [1] a knight
    [2] two knights
    [3] three knights
    [4] four knights
    [5] five knights
    [6] six knights
    [7] seven knights
    [8] eight knights
    [9] nine knights
    [10] ten knights
    [11] eleven knights
    [12] twelve knights
   *[other] { $n } knights
}
# "White is a man up": $pieces is analysis-men or analysis-knights.
analysis-material-up = { $side } is { $pieces } up
analysis-material-up-both = { $side } is { $knights } and { $men } up
# A side has knights against the other's men.
analysis-material-for = { $side } has { $knights } for { $men }
analysis-level = about level
analysis-placed-slightly = { $side } is slightly better
analysis-placed-better = { $side } is better
analysis-placed-clearly = { $side } is clearly better
analysis-placed-winning = { $side } is winning
# $material is one of the analysis-material-… messages.
analysis-material-made-up = { $material }, but the position makes up for it
analysis-material-but-placed = { $material }, but { $side } is better placed
# $placed is one of the analysis-placed-… messages.
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, but { $placed }
# $words is analysis-eval-words or a forced win.
analysis-evaluation = { $words } · White's winning chances: { $percent }%
# The evaluation's line where the solved game knows the position: $value is the solved
# verdict (analysis-solved-wins, eval-wins-in or analysis-solved-draw-cap), $engine the
# engine's evaluation in words ("0.0 (about level)").
analysis-evaluation-solved = { $value } — solved · the engine sees { $engine }
# The same, where the engine sees the very same forced win (its words would repeat $value).
analysis-evaluation-solved-same = { $value } — solved; the engine sees it too
# The evaluation bar, for screen readers; $eval is the short form.
analysis-bar-label = Evaluation { $eval }: White's winning chances { $percent }%
analysis-bar-none = No evaluation yet

## The engine's panel
analysis-engine-title = Engine
analysis-engine-stop = Stop
# The same button where the engine, on, has nothing left to search (complete, game over).
analysis-engine-off = Turn off
analysis-engine-start = Analyse
analysis-line-move-title = Play the line up to this move
analysis-hidden = The engine is hidden while you look for the move.
analysis-nothing = Nothing to analyse: the game is over here.
analysis-reviewing = The engine is reviewing the game; the analysis goes on after it.
analysis-starting = Starting the engine…
analysis-off = The engine is off.
# The number of lines the engine shows.
analysis-lines = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
# Speeds in nodes a second: "1.2 million" ($millions, already with its decimal sign; $whole its whole millions, for a plural), "850 thousand".
analysis-speed-million = { $millions } million
analysis-speed-thousand = { $n } thousand
# $lines is analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Depth { $depth } · search complete · { $lines }
analysis-depth-searching = Depth { $depth } · { $speed } nodes a second · { $lines }
analysis-depth-stopped = Depth { $depth } · { $speed } nodes a second · { $lines } (stopped)

## The verdict on a reviewed move
# The verdict's name after its mark: "?? Blunder." ($glyph is ?!, ? or ??), then a space.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Inaccuracy
    [mistake] Mistake
    [blunder] Blunder
   *[good] Good move
}.{ " " }
analysis-verdict-body = { $mv } took { $possessive } winning chances from { $before }% to { $after }%.
# After the verdict (it starts with a space).
analysis-better-was = { " " }Better was { $mv }.
# A button that plays the better move instead of the game's.
analysis-play-instead = Play { $mv } instead
# One move before a marked move; $glyph is the move's mark (?!, ? or ??).
analysis-better-here = In the game { $side } played { $mv }{ $glyph } here; the better { $better } is drawn in green.

## The game review
analysis-review-title = Game review
analysis-review-stop = Stop review
# Before the depth's choice (keep the space at the end).
analysis-review-depth = Depth{ " " }
analysis-depth-quick = Quick
analysis-depth-deep = Deep
analysis-review-resume = Resume review
analysis-review-start = Review game
analysis-review-empty = The main line has no moves to review.
analysis-review-progress = { $done } of { $total } positions
analysis-review-complete = The review is complete.
analysis-accuracy = Accuracy
# A side's accuracy in the summary's table.
analysis-accuracy-value = { $percent }%
analysis-inaccuracies = Inaccuracies
analysis-mistakes = Mistakes
analysis-blunders = Blunders
# The review's graph: one point per ply (half-move).
analysis-chart-label = White's winning chances through the game; choose a ply to go there
analysis-chart-ply = Ply { $ply }: White { $percent }%
analysis-chart-ply-unknown = Ply { $ply }: not reviewed yet

## Learning from mistakes
analysis-learn-title = Learn from { $possessive } mistakes
# After the last mistake; $n is how many mistakes there were.
analysis-learn-done = { $n ->
    [1] That was { $possessive } only mistake.
   *[other] That was the last of { $possessive } mistakes.
}
# $at is the mistake's number, $n how many; $glyph the move's mark (?!, ? or ??).
analysis-learn-prompt = Mistake { $at } of { $n }: { $side } played { $mv }{ $glyph } here. Find a better move for { $side }.
analysis-learn-back = Back to the position
analysis-learn-solution = Show the solution
analysis-learn-next = Next mistake
analysis-learn-finish = Finish
analysis-learn-stop = Stop learning
analysis-learn-checking = Checking { $mv }…
analysis-learn-shown = The engine's move here is { $mv } (drawn on the board).
analysis-learn-none = The review found no mistake of { $possessive } to learn from.
analysis-learn-played = { $mv } is the move played in the game. Look for a better one.
analysis-learn-found = Well found: { $mv } is the engine's choice too.
# $mine and $best_percent are percentages; $best is the engine's move.
analysis-learn-keeps = Good: { $mv } keeps { $possessive } chances at { $mine }% (the engine's { $best } keeps { $best_percent }%).
analysis-learn-loses = { $mv } leaves { $side } { $mine }% where a better move keeps { $best_percent }%. Try another move.

## The solved game (Camette)
analysis-solved-asking = Solved game: looking the position up…
analysis-solved-unknown = This position is not in the app's copy of the solved game, which holds the games where one side plays perfectly from the start.
# $got and $total are sizes in megabytes ("2.5").
analysis-solved-loading = Solved game: downloading… { $got } of { $total } MB
analysis-solved-failed = Solved game unavailable: { $why }
# The button after a failed download.
analysis-solved-retry = Try again
analysis-solved-review = Solved: every move's value
analysis-solved-draw = a draw
# A position the solved game's file does not know.
analysis-solved-not-here = not solved here
# At the start of a sentence.
analysis-solved-draw-cap = A draw
# "White wins in 19 moves — solved (best: B3-B2)."; $value is a win or a loss in so many moves.
analysis-solved-verdict = { $value } — solved (best: { $best }).
# Who wins, where the downloaded win/draw/loss table does not say how soon.
analysis-solved-wins = { $side } wins
# $value is analysis-solved-wins; $best a move that keeps the win (the fastest is not known).
analysis-solved-verdict-keeps = { $value } — solved ({ $best } keeps the win).
# A drawn position ($value analysis-solved-draw-cap): $best is one move that keeps the draw,
# often one of several, so it is not called the best.
analysis-solved-verdict-draw = { $value } — solved ({ $best } keeps the draw).
# A lost position from the win/draw/loss table: every move loses.
analysis-solved-verdict-lost = { $value } — solved: every move loses.
# The button that downloads every position's value; $size in megabytes ("9.8").
analysis-solved-full = See its exact result: download every position's value ({ $size } MB, kept for offline use)
# Each move of the game: "3… C5-B6: White wins in 21 moves"; $mv is the numbered move,
# $value eval-wins-in, eval-has-won, analysis-solved-draw or analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } — the win is thrown away
analysis-solved-move-draw-lost = { $mv }: { $value } — the position was a draw
analysis-solved-move-hastened = { $mv }: { $value } — lost sooner than it had to (the best defence lasts { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})

## What is wrong with an analysis link or the saved analysis
analysis-link-both = it names both a game and a position; the game is shown
# $path is a node's path (0.0.1).
analysis-link-no-node = the game has no move at node { $path }, so its end is shown
analysis-link-bad-node = the node `{ $text }` is not a node path ({ $why }), so the game's end is shown
analysis-link-bad-record = its game record could not be read: { $why }
analysis-link-bad-position = its position could not be read: { $why }
# $problems: the problems above, joined with analysis-link-separator.
analysis-link-problems = The analysis link was not fully usable: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = The saved analysis could not be restored ({ $why }); it was replaced.
