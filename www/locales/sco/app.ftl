# Camelot: words ilk page shares (the heider, the sides, coonts, lists).
# Notes fur the translator:
# - Square names (C3, H11), moves (C3-D2, F7xF9) an position text bide as they are.
# - $side is the side's name as translatit ablow; $color is "white" or "black" fur selectors.
# - $ordinal is a move nummer written as an ordinal (5th).
#
# Glossary (wan word fur ilk thing, in aw the files), in the register ae the WCF's Scots
# rules summary:
# - White / Black: White / Black (White's, Black's)
# - man / men: man / men
# - knight: knight
# - piece / pieces: piece / pieces
# - castle: castle
# - plain move: plain move
# - canter: canter (cantert ower)
# - jump: jump (jumpit)
# - knight's charge: knight's charge
# - capture: capture (captured)
# - castle move: castle move
# - move (a plair's turn): move
# - draw: draw
# - resign: gie up (gied up)
# - line / main line / side line: line / main line / side line
# - hint: hint
# - level: level
# - puzzle: puzzle
# - rating: ratin
# - engine: ingine; game review: review (gang ower the game)
# - edit: chynge; done: dune; stop: stop (stopped)
# - streak: streak
# - board: baird; square: square; player: plair; opponent: opponent; game: game
# - Wee words: ye, yer (you, your), ain (own), nae, -nae (cannae, isnae, disnae, didnae),
#   wha (who), thit (that), ae (of), oan (on), tae (to), fae (from), intae, oot, ower,
#   efter, afore, nixt, ilk (each), aw (all), baith, twa, wan (one), mair, ainly, niver,
#   whin, whaur, whit, kin (can), hus/huv (has/have), wi, mak, tak, gie, dae, noo, richt, wrang.
#   Endins in -in wi'oot an apostrophe (jumpin, cantrin, thinkin).

-game-name = Camelot

# The site's name in the heider (the game's name; keep it unless yer leid spells it itherwise).
app-name = { -game-name }

## The heider
language-label = Leid
nav-pages = Pages
nav-play = Play
nav-learn = Lairn
nav-puzzles = Puzzles
nav-rules = Rules
nav-analysis = Analysis
nav-editor = Editor

## Sides
side-white = White
side-black = Black
# "White's" as in "efter White's 5th move".
side-white-possessive = White's
side-black-possessive = Black's

## Coonts
count-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
count-men = { $n ->
    [one] { $n } man
   *[other] { $n } men
}
count-knights = { $n ->
    [one] { $n } knight
   *[other] { $n } knights
}
game-length-none = nae moves
at-the-start = it the stert
before-the-first-move = afore the first move
# "efter White's 5th move"
after-move = efter { $possessive } { $ordinal } move

## Lists: "C2, D2 an I2", "E4, K4 or L5"
list-and = { $rest } an { $last }
list-or = { $rest } or { $last }
list-separator = ,{ " " }

## The verb fur pickin a square
choose-touch = tap
choose-click = click
choose-touch-cap = Tap
choose-click-cap = Click

## Copy buttons
copy = Copy
copy-done = Copied
copy-failed = Couldnae copy: pick oot the text an copy it yersel

## Notices
notice-dismiss = Dismiss

## Stored data that cannot be read back
storage-unreadable = cannae be read at line { $line }, column { $column }
storage-other-version = fae anither version ({ $version })
storage-bad-record = bad game record ({ $why })

## A file o the site that couldnae be had (a puzzle pack): $status is the HTTP status (404).
fetch-no-connection = nae connection tae the site
fetch-status = the site answert { $status }
fetch-unreadable = the answer couldnae be read

## Why the computer could not answer (a clause in lower case, inside a page's sentence)
engine-failure-bad-start = the stert position isnae richt
engine-failure-bad-move = the move { $move_text } cannae be played
engine-failure-damaged = the solved game is bruck
engine-failure-wrong-game = the solved game is fur { $variant }, no { $solved }
engine-failure-no-connection = the solved game couldnae be doonloadit: nae connection
engine-failure-not-downloaded = the solved game couldnae be doonloadit
engine-failure-status = the solved game couldnae be doonloadit: the site answert { $status }
engine-failure-empty-answer = the solved game couldnae be doonloadit: the answer wis toom
engine-failure-broke-off = the doonload ae the solved game stoppit hauf-road
engine-failure-too-large = the solved game is bigger than it can be
engine-failure-no-decompression = this brooser cannae unpack the solved game
engine-failure-not-started = the ingine couldnae be stertit
engine-failure-stopped = the ingine stoppit
engine-failure-stopped-detail = the ingine stoppit ({ $detail })
engine-failure-not-accepted = the ingine widnae tak the request

# The ingine's evaluations, on the game's thinkin line an the analysis board.
eval-has-won = { $side } hus won
# A forced win in $n ae the winner's ain moves.
eval-wins-in = { $n ->
    [one] { $side } wins in { $n } move
   *[other] { $side } wins in { $n } moves
}
