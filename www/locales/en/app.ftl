# Camelot: words every page shares (the header, sides, counts, lists).
# A translator's notes:
# - Square names (C3, H11), moves (C3-D2, F7xF9) and position text stay as they are.
# - $side is the side's name as translated below; $color is "white" or "black" for selectors.
# - $ordinal is a move number written as an ordinal in the language's way (5th, 5., 5e, 5.ª).

-game-name = Camelot

# The site's name in the header (the game's name; keep it unless your language spells it otherwise).
app-name = { -game-name }

## The header
language-label = Language
nav-pages = Pages
nav-play = Play
nav-learn = Learn
nav-puzzles = Puzzles
nav-rules = Rules
nav-analysis = Analysis
nav-editor = Editor

## Sides
side-white = White
side-black = Black
# "White's" as in "after White's 5th move".
side-white-possessive = White's
side-black-possessive = Black's

## Counts
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
game-length-none = no moves
at-the-start = at the start
# The position shown is a set-up position (not a game's start), no move played yet.
before-the-first-move = before the first move
# "after White's 5th move"
after-move = after { $possessive } { $ordinal } move

## Lists: "C2, D2 and I2", "E4, K4 or L5"
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
list-separator = ,{ " " }

## The verb for choosing a square
choose-touch = tap
choose-click = click
choose-touch-cap = Tap
choose-click-cap = Click

## Copy buttons
copy = Copy
copy-done = Copied
copy-failed = Copy failed: select the text and copy it

## Notices
notice-dismiss = Dismiss

## Stored data that cannot be read back ($line and $column: where in the stored text)
storage-unreadable = unreadable at line { $line }, column { $column }
# $version: the version number the data was written with.
storage-other-version = from another version ({ $version })
# $why: what is wrong with the game record (a message of core.ftl).
storage-bad-record = bad game record ({ $why })

## A file of the site that could not be had (a puzzle pack): $status is the HTTP status (404).
fetch-no-connection = no connection to the site
fetch-status = the site answered { $status }
fetch-unreadable = the answer could not be read

## Why the computer could not answer: a clause in lower case, which a page puts in its own
## sentence ("The computer failed: …", "Solved game unavailable: …").
## $move_text is a move as the page sent it (F7-F8); $variant and $solved are games' titles
## (the game a file is of, and the game that is solved: Camette); $status is an HTTP status
## (404); $detail is the browser's own technical message, in the browser's language.
engine-failure-bad-start = bad start position
engine-failure-bad-move = bad move { $move_text }
engine-failure-damaged = the solved game is damaged
engine-failure-wrong-game = the solved game is of { $variant }, not { $solved }
engine-failure-no-connection = the solved game could not be downloaded: no connection
engine-failure-not-downloaded = the solved game could not be downloaded
engine-failure-status = the solved game could not be downloaded: the site answered { $status }
engine-failure-empty-answer = the solved game could not be downloaded: an empty answer
engine-failure-broke-off = the download of the solved game broke off
engine-failure-too-large = the solved game is larger than it can be
engine-failure-no-decompression = this browser cannot unpack the solved game
engine-failure-not-started = the AI worker could not be started
engine-failure-stopped = the AI worker stopped
engine-failure-stopped-detail = the AI worker stopped ({ $detail })
engine-failure-not-accepted = the AI worker did not accept the request

# The engine's evaluations, on the game's thinking line and the analysis board.
eval-has-won = { $side } has won
# A forced win in $n of the winner's own moves.
eval-wins-in = { $n ->
    [one] { $side } wins in { $n } move
   *[other] { $side } wins in { $n } moves
}
