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

## Sizes in megabytes to a tenth: "2.5" (the decimal separator)
megabytes = { $whole }.{ $tenth }

## Copy buttons
copy = Copy
copy-done = Copied
copy-failed = Copy failed: select the text and copy it

## Notices
notice-dismiss = Dismiss

## Stored data that cannot be read back ($line and $column: where in the stored text)
storage-unreadable = unreadable at line { $line }, column { $column }
