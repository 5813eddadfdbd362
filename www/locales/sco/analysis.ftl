# analysis
# The analysis baird (#/analysis): the ingine's analysis, the game review, lairnin fae
# mistaks, an the solved game's verdicts (Camette).
# Notes fur the translator:
# - Moves (F7-F8, C5xC7), move nummers written wi a move ("12. F7-F8", "12… F10-F9"),
#   square names an evaluations in figures (+1.3, -0.4) bide as they are.
# - $side is a side's name as app.ftl translates it ("White"); $possessive is its possessive
#   form ("White's"); $color is "white" or "black", fur selectors.
# - $mv is a move in notation (F7-F8); $glyph a review's mark efter a move (?!, ? or ??).
# - $percent is a hale percentage wi'oot its sign (the messages pit in the "%").
# - The verdicts: inaccuracy (?!), mistak (?), blunder (??).

## The page
analysis-mode = Analysis
analysis-flip-title = Birl the baird
# The button thit ends a move ae several jumps whaur the plair stopped; $mv is the move.
analysis-end-here = End the move here ({ $mv })
analysis-line-copied = Line copied tae the clipboard.
analysis-line-not-copied = The browser wouldnae let ye copy the line.

## The status line
# $outcome is the result in words, fae core.ftl (its first letter made a capital).
analysis-status-over = The game is ower here: { $outcome }.
# $when: "efter White's 5th move" or "it the stert" (app.ftl).
analysis-status-turn = { $side } tae move, { $when }
# A move the baird wouldnae tak; $why is the rules' reason.
analysis-cannot-play = { $mv } cannae be played: { $why }.
# A promotion, deletin or comment the move tree wouldnae tak.
analysis-tree-refused = Thon couldnae be dune: { $why }.
analysis-engine-failed = The ingine couldnae dae it: { $why }.
# A click while the plair's try is bein checked.
analysis-checking-your-move = Checkin yer move…

## Evaluations in words
# The short form oan the evaluation bar an the lines' buttons: a side hus won.
analysis-eval-short-won = { $side } won
# The short form ae a forced win: "W in 4" (White wins in 4 ae its ain moves), "B in 2".
analysis-eval-short-win = { $color ->
    [white] W
   *[black] B
} in { $n }
# "+1.3 (White is a man up)": $eval is the figure, $situation the words.
analysis-eval-words = { $eval } ({ $situation })
# Coonts ae pieces in the material's words: "a man", "twa men", … (digits fae 13).
analysis-men = { $n ->
    [0] nae men
    [1] a man
    [2] twa men
    [3] three men
    [4] fower men
    [5] five men
    [6] sax men
    [7] seeven men
    [8] aicht men
    [9] nine men
    [10] ten men
    [11] eleeven men
    [12] twal men
   *[other] { $n } men
}
analysis-knights = { $n ->
    [0] nae knights
    [1] a knight
    [2] twa knights
    [3] three knights
    [4] fower knights
    [5] five knights
    [6] sax knights
    [7] seeven knights
    [8] aicht knights
    [9] nine knights
    [10] ten knights
    [11] eleeven knights
    [12] twal knights
   *[other] { $n } knights
}
# "White is a man up": $pieces is analysis-men or analysis-knights.
analysis-material-up = { $side } is { $pieces } up
analysis-material-up-both = { $side } is { $knights } an { $men } up
# A side hus knights agin the ither's men.
analysis-material-for = { $side } hus { $knights } fur { $men }
analysis-level = aboot level
analysis-placed-slightly = { $side } is a wee bit better aff
analysis-placed-better = { $side } is better aff
analysis-placed-clearly = { $side } is faur better aff
analysis-placed-winning = { $side } is winnin
# $material is wan ae the analysis-material-… messages.
analysis-material-made-up = { $material }, but the position maks up fur it
analysis-material-but-placed = { $material }, but { $side } is better placed
# $placed is wan ae the analysis-placed-… messages.
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, but { $placed }
# $words is analysis-eval-words or a forced win.
analysis-evaluation = { $words } · White's chances ae winnin: { $percent }%
analysis-evaluation-solved = { $value } — solved · the engine sees { $engine }
analysis-evaluation-solved-same = { $value } — solved; the engine sees it forby
# The evaluation bar, fur screen readers; $eval is the short form.
analysis-bar-label = Evaluation { $eval }: White's chances ae winnin { $percent }%
analysis-bar-none = Nae evaluation yet

## The ingine's panel
analysis-engine-title = Ingine
analysis-engine-stop = Stop
analysis-engine-off = Switch aff
analysis-engine-start = Analyse
analysis-line-move-title = Play the line up tae this move
analysis-hidden = The ingine is hidden while ye look fur the move.
analysis-nothing = Naethin tae analyse: the game is ower here.
analysis-reviewing = The ingine is gaun ower the game; the analysis cairries oan efter.
analysis-starting = Stertin the ingine…
analysis-off = The ingine is aff.
# The nummer ae lines the ingine shaws.
analysis-lines = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
# Speeds in nodes a second: "1.2 million" ($millions), "850 thoosand".
analysis-speed-million = { $millions } million
analysis-speed-thousand = { $n } thoosand
# $lines is analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Depth { $depth } · search dune · { $lines }
analysis-depth-searching = Depth { $depth } · { $speed } nodes a second · { $lines }
analysis-depth-stopped = Depth { $depth } · { $speed } nodes a second · { $lines } (stopped)

## The verdict oan a reviewed move
# The verdict's name efter its mark: "?? Blunder." ($glyph is ?!, ? or ??), then a space.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Inaccuracy
    [mistake] Mistak
    [blunder] Blunder
   *[good] Guid move
}.{ " " }
analysis-verdict-body = { $mv } took { $possessive } chances ae winnin fae { $before }% tae { $after }%.
# Efter the verdict (it sterts wi a space).
analysis-better-was = { " " }{ $mv } wis better.
# A button thit plays the better move insteid ae the game's.
analysis-play-instead = Play { $mv } insteid
# Wan move afore a marked move; $glyph is the move's mark (?!, ? or ??).
analysis-better-here = In the game { $side } played { $mv }{ $glyph } here; the better move, { $better }, is drawn in green.

## The game review
analysis-review-title = Review ae the game
analysis-review-stop = Stop the review
# Afore the choice ae depth (mind the space at the end).
analysis-review-depth = Depth{ " " }
analysis-depth-quick = Quick
analysis-depth-deep = Deep
analysis-review-resume = Cairry oan the review
analysis-review-start = Gang ower the game
analysis-review-empty = The main line hus nae moves tae review.
analysis-review-progress = { $done } ae { $total } positions
analysis-review-complete = The review is dune.
analysis-accuracy = Accuracy
# A side's accuracy in the summary's table.
analysis-accuracy-value = { $percent }%
analysis-inaccuracies = Inaccuracies
analysis-mistakes = Mistaks
analysis-blunders = Blunders
# The review's graph: wan point fur ilk ply (hauf-move).
analysis-chart-label = White's chances ae winnin through the game; pick a ply tae gang thair
analysis-chart-ply = Ply { $ply }: White { $percent }%
analysis-chart-ply-unknown = Ply { $ply }: no reviewed yet

## Lairnin fae mistaks
analysis-learn-title = Lairn fae { $possessive } mistaks
# Efter the last mistak; $n is how mony mistaks thair wis.
analysis-learn-done = { $n ->
    [1] Thon wis { $possessive } ainly mistak.
   *[other] Thon wis the last ae { $possessive } mistaks.
}
# $at is the mistak's nummer, $n how mony; $glyph the move's mark (?!, ? or ??).
analysis-learn-prompt = Mistak { $at } ae { $n }: { $side } played { $mv }{ $glyph } here. Find a better move fur { $side }.
analysis-learn-back = Back tae the position
analysis-learn-solution = Shaw the answer
analysis-learn-next = Nixt mistak
analysis-learn-finish = Feenish
analysis-learn-stop = Stop lairnin
analysis-learn-checking = Checkin { $mv }…
analysis-learn-shown = The ingine's move here is { $mv } (shawn oan the baird).
analysis-learn-none = The review fund nae mistak ae { $possessive } tae lairn fae.
analysis-learn-played = { $mv } is the move thit wis played in the game. Look fur a better wan.
analysis-learn-found = Weel fund: { $mv } is the ingine's pick an aw.
# $mine an $best_percent are percentages; $best is the ingine's move.
analysis-learn-keeps = Guid: { $mv } keeps { $possessive } chances at { $mine }% (the ingine's { $best } keeps { $best_percent }%).
analysis-learn-loses = { $mv } leaves { $side } { $mine }% whaur a better move keeps { $best_percent }%. Try anither move.

## The solved game (Camette)
analysis-solved-asking = Solved game: lookin the position up…
analysis-solved-unknown = This position isnae in this app's copy ae the solved game, that hauds the games whaur wan side plays perfect fae the stert.
# $got an $total are sizes in megabytes ("2.5").
analysis-solved-loading = Solved game: doonloadin… { $got } ae { $total } MB
analysis-solved-failed = The solved game isnae tae be had: { $why }
analysis-solved-retry = Try again
analysis-solved-review = Solved: whit ilk move is worth
analysis-solved-draw = a draw
# A position the solved game's file disnae ken.
analysis-solved-not-here = no solved here
# At the stert ae a sentence.
analysis-solved-draw-cap = A draw
# "White wins in 19 moves — solved (best: B3-B2)."; $value is a win or a draw.
analysis-solved-verdict = { $value } — solved (best: { $best }).
analysis-solved-wins = { $side } wins
analysis-solved-verdict-keeps = { $value } — solved ({ $best } keeps the win).
analysis-solved-verdict-draw = { $value } — solved ({ $best } keeps the draw).
analysis-solved-verdict-lost = { $value } — solved: ilka move loses.
analysis-solved-full = See its exact result: doonload ilka position's value ({ $size } MB, keepit for aff-line uise)
# Ilk move ae the game: "3… C5-B6: White wins in 21 moves"; $mv is the nummert move,
# $value eval-wins-in, eval-has-won, analysis-solved-draw or analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } — the win is let slip
analysis-solved-move-draw-lost = { $mv }: { $value } — the position wis a draw
analysis-solved-move-hastened = { $mv }: { $value } — lost suiner nor it needit (the best defence lests { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})

## Whit's wrang wi an analysis link or the saved analysis
analysis-link-both = it names baith a game an a position; the game is shawn
# $path is a node's path (0.0.1).
analysis-link-no-node = the game hus nae move at node { $path }, sae its end is shawn
analysis-link-bad-node = the node `{ $text }` isnae a node path ({ $why }), sae the game's end is shawn
analysis-link-bad-record = its game record couldnae be read: { $why }
analysis-link-bad-position = its position couldnae be read: { $why }
# $problems: the problems abuin, jined wi analysis-link-separator.
analysis-link-problems = The analysis link couldnae be used aw the wey: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = The saved analysis couldnae be brocht back ({ $why }); it wis swapped oot.
