# editor
# The position editor (#/editor): the baird, the palette ae pieces, the checks ae the rules,
# the fields ae the position text, an links tae play, analyse, share or embed the position.
# Notes fur the translator:
# - Square names (F1, G9), position text an the keys' names oan the keyboard (1–5, Tab,
#   Enter, Space, Delete, Backspace) bide as they are.
# - $side is a side's name as app.ftl translates it ("White"); $possessive is its possessive
#   form ("White's"); $color is "white" or "black", fur selectors.
# - $variant is a game's name (Camelot, Camette…), fae core.ftl.
# - $why is a reason fae the rules' checks (core.ftl), maistly stertin wi a wee letter.

## The page
editor-mode = Position editor
editor-board-area = Baird
editor-tools = Pieces an checks
editor-palette = Piece tae pit oan the baird
editor-clear = Clear the baird
editor-start = Stertin position
editor-flip = Birl the baird
editor-setup-title = Set up a position
editor-keyboard = Keyboard
# How tae set up the baird wi a finger.
editor-help-touch = Tap a square tae pit the chosen piece thair (tap it again tae tak it back).
    Drag a piece tae move it; drag it aff the baird or haud yer finger oan it tae tak it aff.
# How tae set up the baird wi a moose.
editor-help-mouse = Click a square tae pit the chosen piece thair (click it again tae tak it back).
    Drag a piece tae move it; drag it aff the baird or richt-click it tae tak it aff.
    Drag fae the palette tae pit a piece onywhaur.
editor-keys = Keys 1–5 pick a piece: 1 White man, 2 White knight, 3 Black man, 4 Black knight, 5 (or 0) the rubber.
    Tab tae the baird, move wi the arra keys, an press Enter or Space tae pit the piece doon (again tae tak it back);
    Delete or Backspace empties the square.

## The palette
editor-piece-white-man = White man
editor-piece-white-knight = White knight
editor-piece-black-man = Black man
editor-piece-black-knight = Black knight
editor-piece-eraser = Rubber
# A palette button's tooltip: "White man (key 1)".
editor-tool-title = { $tool } (key { $key })

## The checks
editor-verdict-empty = The baird is empty: pick a piece an { $verb } squares tae pit it doon.
# Afore the list ae problems.
editor-verdict-broken = This position braks the rules ({ $n ->
    [one] { $n } problem
   *[other] { $n } problems
}):
# A feenished game: $text is wan ae the editor-decided-… messages.
editor-verdict-decided = { $text }.
# Why the rules forbid a problem ae the setup.
editor-why-own-castle = A piece gangs intae its ain castle ainly by jumpin, an must get oot oan its nixt turn, sae nae game iver gets here.
editor-why-too-many = A side niver hus mair pieces than it sterts wi (14 in Camelot: 4 knights, 10 men).
editor-why-off-board = Pieces staun ainly oan the baird's squares.
editor-why-trees = Ilk side plants its trees oan its ain tree squares, White first, afore the first move.
# The game is awready ower in the setup: $winner won agin $loser.
editor-decided-castle = { $winner } hus won: twa pieces in { $loser_possessive } castle
editor-decided-captured = { $winner } hus won: { $loser } hus nae pieces left
editor-decided-blocked = { $winner } hus won: { $loser }, tae move, hus nae legal move
# A draw: $side is tae move an cannae, $other hus fewer than twa pieces.
editor-decided-draw-blocked = A draw: { $side }, tae move, hus nae legal move an { $other } hus fewer than twa pieces
editor-decided-draw-reduced = A draw: baith plairs huv wan piece at maist
# Anither end; $outcome is the result in words (core.ftl).
editor-decided-other = The game is ower: { $outcome }
editor-playable = { $side } tae move.
# $role is the piece in the castle: "man" or "knight".
editor-playable-leave-castle = { $side } tae move. The { $role ->
    [man] man
    [knight] knight
   *[piece] piece
} oan { $square } must get oot ae { $possessive } castle first.
editor-playable-capture = { $side } tae move. A capture is compulsory.
# The coonts line: "White: 4 knights, 10 men · Black: 1 man" ($knights an $men are
# count-knights an count-men ae app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = nae pieces
editor-counts-side = { $side }: { $list }
# Mair pieces than a side may hae: $total is the nummer ae them.
editor-counts-side-over = { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## Whit the baird's chynges say tae screen readers ($piece is an editor-piece-… name, $role
## "man" or "knight")
editor-announce-put = { $piece } oan { $square }.
editor-announce-emptied = { $square } emptied.
editor-announce-moved = { $piece } moved fae { $from } tae { $to }.
editor-announce-removed = { $piece } oan { $square } taen aff.
editor-announce-variant = { $variant } baird, stertin position.

## The fields
editor-castle-moves = { $possessive } castle moves used
editor-game = Game
editor-game-title = Anither game ae the faimly sterts fae its ain stertin position
editor-turn = Side tae move
editor-move-number = Move nummer
editor-position-text = Position text
# Efter "Position text" (it sterts wi a space).
editor-position-text-help = { " " }— chynge it here, or paste wan in
editor-copy-position = Copy the position text
editor-not-read = No read: { $why }. The baird keeps its position till the text kin be read.

## Playin an analysin
editor-play-title = Play fae here
# Afore the choice ae level (mind the space at the end).
editor-level = Computer level{ " " }
editor-play-side = Play { $side } agin the computer
editor-play-two = Twa plairs
editor-analyse = Analyse
editor-analyse-why-not = Sort the problems abuin tae analyse this position.
editor-why-not-empty = Pit some pieces doon first.
editor-why-not-broken = Sort the problems abuin tae play fae this position.
editor-why-not-decided = The game is awready ower in this position.
# $verb is "Click" or "Tap" (app.ftl's choose-click-cap, choose-touch-cap).
editor-play-help = { $verb } a button: the game page opens oan this position (it asks afore swappin oot a game thit's gaun).

## Sharin
editor-share-title = Share
editor-share-link = Link tae play this position
editor-share-link-help = Opens the game page oan this position.
editor-embed-options = Embed options
editor-embed-options-title = Embed options:
# Afore a choice (mind the space at the end).
editor-embed-bottom = Side at the bottom{ " " }
editor-embed-colours = Colours{ " " }
editor-embed-light = Licht
editor-embed-dark = Daurk
# Efter a checkbox (it sterts wi a space).
editor-embed-interactive = { " " }Visitors kin play moves
editor-embed = Embed this position
editor-embed-help = Paste intae a web page tae shaw the baird.
# The title ae the embedded baird's frame oan anither site.
editor-embed-frame-title = { -game-name } position
editor-share-none = Links an the embed snippet need a position thit keeps tae the rules.
editor-link = Link tae this setup in the editor
editor-link-help = Opens the editor oan this setup, even wan thit's still bein sortit.

## Messages
editor-saved-unreadable = The editor's saved position couldnae be read ({ $why }); the stertin position is shawn.
editor-link-unreadable = The position in the link couldnae be read: { $why }. The editor shaws the stertin position;
    sort the text ablow or set up the baird.
editor-restore-version = an unkent version, { $version }
editor-restore-bad-text = bad position text: { $why }
