# rules
# The rules reference page (#/rules): ilk rule ae Camelot in the app's ain words, its
# variants, an the notation, wi wee baird diagrams.
# Notes fur the translator:
# - Square names (F7, D13), files an ranks (A tae L, 1 tae 16) an moves (E4-E6-G8-I8, E4xE6xE8)
#   are the same in ilk leid: keep them as they are.
# - An argument written $variant is a game's name as its ain catalogue gies it (Camelot,
#   Chivalry, River Camelot…).
# - Some paragraphs haud a link or a bit ae code: these come in as arguments ($course,
#   $square…), sae the sentence kin pit them whaur it needs them. Their ain words, whaur they
#   hae ony, are separate messages (named in the comment).
# - A list item thit sterts wi a term in bold ("Plain move.") is twa messages: the term
#   (…-term) an the text thit follaes it (the page pits a space atween them).

## The page
rules-title = The rules ae Camelot
# $course is a link tae the course; its words are rules-intro-course.
rules-intro = These are the World Camelot Federation rules, as this program plays them, in oor ain words.
    Wid ye raither lairn by daein? Tak the { $course }.
rules-intro-course = rules course

## Diagrams
rules-diagram-error = This diagram couldnae be drawn.
rules-diagram-start = The stertin position.
# River Camelot's diagram: afore the first move ilk side plants three trees.
rules-diagram-river-start = The stert, efter ilk side plantit three trees.
# $canter is a move (E4-E6-G8-I8).
rules-diagram-canter = A chained, turnin canter: { $canter }.
# $jumps is a move (E4xE6xE8).
rules-diagram-jumps = A chain ae twa jumps: { $jumps }.
# $charge is a move (E4-E6xE8).
rules-diagram-charge = A knight's charge: { $charge }.
# $canter an $step are moves (E14-G16, F15-F16).
rules-diagram-castle = Twa weys intae Black's castle: { $canter } (a canter thit ends thair) an { $step }.

## Baird an pieces
rules-board-heading = Baird an pieces
rules-board-squares = The baird hus 160 squares: files A tae L, ranks 1 tae 16. Ranks 1 an 16 huv ainly the twa
    squares F an G: thae are the castles. Ranks 2 an 15 rin fae C tae J, ranks 3 an 14 fae B tae K,
    an ranks 4 tae 13 fae A tae L.
rules-board-pieces = White's castle is F1 an G1, Black's is F16 an G16. Ilk plair sterts wi fower knights an ten men
    in the middle ae the baird. White moves first; then the plairs tak turns, wan move ilk.

## The fower kinds ae move
rules-moves-heading = The fower kinds ae move
rules-move-plain-term = Plain move.
rules-move-plain = Wan step tae a neebourin empty square, in ony ae the eicht directions.
rules-move-canter-term = Canter.
rules-move-canter = A leap ower a neebourin piece ae yer ain, in a straucht line, tae the empty square
    ayont. Canters kin be chained an kin turn atween leaps; the piece kin stop efter ony leap. Naebody is iver obliged tae canter.
    The pieces leapt ower bide whaur they are.
rules-move-jump-term = Jump.
rules-move-jump = A leap ower a neebourin enemy piece tae the empty square ayont. The enemy piece is captured
    an taen aff at yince. Huvin jumpit, the piece must keep jumpin while it kin, in ony direction; whin mair than wan chain is possible,
    ony ae them kin be picked, no necessarily the langest.
rules-move-charge-term = Knight's charge.
rules-move-charge = Knights ainly: wan or mair canters follaed by wan or mair jumps, in thon order, in wan move.

## Duties
rules-duties-heading = Duties
rules-duty-capture-term = Capturin is compulsory.
rules-duty-capture = If ony ae yer pieces kin jump, yer move must capture: a jump chain by ony
    piece, or a knight's charge by ony knight (which kin capture a different piece).
rules-duty-knight-term = The knight's duty.
rules-duty-knight = A knight whase canter lands oan a square fae which it could jump must capture
    in the same move, fae thair or by canterin oan an capturin later. This hauds even if nae capture wis possible at the stert
    ae the turn. Men huv nae sic duty.

## Castles
rules-castles-heading = Castles
rules-castle-own-term = Yer ain castle.
rules-castle-own = Nae plain move or canter kin gang intae it; ainly a jump (or the jumps ae a charge) kin
    land thair, an the piece must jump oan oot ae it if it kin.
rules-castle-leave-term = Gettin oot.
rules-castle-leave = A piece thit endit its move in its ain castle must leave oan its owner's nixt turn, an
    thon move must be made by thon piece, whitiver captures are possible somewhaur else. If it kin jump oot, it must; itherwise it
    steps or canters oot.
rules-castle-enemy-term = The opponent's castle.
rules-castle-enemy = A piece thit gangs intae it niver leaves. Ony move ends as soon as the piece lands
    in it. Inside, its ainly move is the castle move, a step tae the ither castle square; ilk plair kin mak twa castle
    moves at maist in a game, an no while a capture is compulsory.

## End ae the game (a nummered list: rules-choice-no-move-in-castle refers tae its 4th item)
rules-end-heading = End ae the game
rules-end-intro = Checked efter ilk move:
rules-end-castle = A plair wi twa pieces in the opponent's castle wins.
rules-end-material = If baith plairs huv wan piece at maist, the game is a draw.
rules-end-captured = A plair wha hus captured aw the enemy pieces an kept at least twa wins.
rules-end-no-move = A plair tae move wha hus nae legal move loses, if the opponent hus twa or mair pieces.

## Whaur the official text says naethin
rules-choices-heading = Whaur the official text says naethin: oor choices
rules-choice-revisit = A canter cannae land oan a square it's awready been tae in the same move, the stertin square an aw.
    (A jump chain kin, acause the pieces it captured are gane.)
rules-choice-paths = A move is its hale path: twa paths tae the same square are twa different moves.
# "rule 4 abuin" is the 4th item ae the list unner "End ae the game" (rules-end-no-move).
rules-choice-no-move-in-castle = If the piece thit must get oot ae its ain castle hus nae legal move, its plair hus nae legal move, an rule 4 abuin applies.
rules-choice-knight-duty = A knight's duty is met by ony capture later in the same move, even ae the same enemy piece fae anither square.
rules-choice-no-move-draw = A plair wi nae legal move whase opponent hus fewer than twa pieces: the game is a draw.
rules-choice-repetition = Hoose rule, oan by default: the third time the same position comes up, wi the same plair tae move an the same castle
    moves used, is a draw. The official rules huv nae sic rule.

## Notation
rules-notation-heading = Notation
# $square is a square's name (F7); $step an $jump are the signs "-" an "x" ae the notation,
# ilk shawn as code.
rules-notation-intro = Squares are written like { $square }. A move lists its stertin square an ilk landin square, wi
    { $step } afore a step or canter landin an { $jump } afore a jump landin:
# The table ae examples: ilk wan describes the move aside it (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = a plain move
rules-notation-canter = a canter ae twa leaps
rules-notation-jumps = twa jumps, capturin twa pieces
rules-notation-charge = a knight's charge: twa canters, then twa jumps
rules-notation-castle = a castle move
# $record is a game record's moves (1. F7-F8 F10-F9 2. E7-E8) an $tag a tag line
# ([White "Player"]), ilk shawn as code, as a record file hus them.
rules-notation-records = Game records list nummered moves, like { $record }, efter tag lines sic as { $tag }.

## The Camelot faimly (a section fur ilk variant)
rules-variants-heading = The Camelot faimly
rules-variants-intro = The same moves oan ither bairds, or wi ither goals. Awthin no listed fur a game is as in Camelot.
    Stert wan fae New game oan the game page.
# A variant's wan-line description: $variant is its name, $summary its description (fae the
# variants' ain catalogue).
rules-variant-summary = { $variant }: { $summary }.
# The button thit sterts a game ae the variant.
rules-variant-play = Play { $variant }

# Whit's different fae Camelot, a list item ilk.
rules-chivalry-board = The baird hus 176 squares: files A tae N. Ranks 1 an 16 are the castles G an H; ranks 2 an 15 rin fae D tae K,
    3 an 14 fae C tae L, 4 an 13 fae B tae M, an ranks 5 tae 12 fae A tae N.
rules-chivalry-pieces = Ilk side hus 8 knights an 12 men, oan ranks 6 an 7 fur White an 10 an 11 fur Black.
rules-chivalry-rules = Ilk rule is Camelot's.

rules-cam-board = The baird hus 67 squares, files A tae G an ranks 1 tae 13; ilk castle is wan square, D1 an D13.
rules-cam-pieces = Ilk side hus 2 knights an 5 men.
rules-cam-castle = Wan piece in the opponent's castle wins at yince; thair's nae castle moves.
rules-cam-capture = Capturin ilk enemy piece wins, hooiver few pieces are left; wan piece agin wan plays oan.
rules-cam-no-move = A plair wha hus nae legal move loses.

rules-camette-board = The smaist baird: 23 squares, files A tae E an ranks 1 tae 7; the castles are C1 an C7.
rules-camette-pieces = Ilk side hus 1 knight an 3 men.
rules-camette-rules = The rules are Cam's: wan piece in the opponent's castle wins, nae castle moves, capturin ilk enemy piece
    wins, nae draw by material, an a plair wi nae legal move loses.

rules-all-knighter-pieces = Camelot wi ilk piece a knight: aw 14 pieces ae ilk side kin charge, an ilk wan hus the knight's duty.

# D7–D8 an I9–I10 are the twa brigs, ilk twa squares.
rules-river-river = A river ae 28 squares crosses Camelot's baird. Nae piece kin gang intae a river square or leap ower wan;
    its twa brigs, D7–D8 an I9–I10 (twa squares ilk), are ordinar squares.
rules-river-start = The pieces stert twa ranks nearer their ain castle.
# C3,F6,K5 is how a move thit plants three trees is written.
rules-river-trees = Afore the first move ilk plair plants three trees oan tree squares oan his ain side, White first, as wan
    move ilk (written C3,F6,K5). A tree blocks like the river: naethin lands oan it or leaps ower it.

rules-anti-goals = Camelot's baird, pieces an moves, wi the goals turnt roond.
rules-anti-win = A plair wins whin he hus nae legal move oan his turn, or whin his opponent pits a piece intae his castle.
rules-anti-capture = Capturin is still compulsory, sae a forced jump kin cairry a piece intae the opponent's castle, an lose.
rules-anti-rules = Thair's nae castle moves, nae draw by material, an capturin ilk enemy piece disnae win.

## The links at the end ae the page
rules-play-game = Play a game
rules-take-course = Tak the course
