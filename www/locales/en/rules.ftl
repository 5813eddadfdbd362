# rules
# The rules reference page (#/rules): every rule of Camelot in the app's own words, its
# variants, and the notation, with small board diagrams.
# A translator's notes:
# - Square names (F7, D13), files and ranks (A to L, 1 to 16) and moves (E4-E6-G8-I8, E4xE6xE8)
#   are the same in every language: keep them as they are.
# - An argument written $variant is a game's name as its own catalogue gives it (Camelot,
#   Chivalry, River Camelot…).
# - Some paragraphs hold a link or a piece of code: these come in as arguments ($course,
#   $square…), so the sentence may put them where it needs them. Their own words, where they
#   have any, are separate messages (named in the comment).
# - A list item that starts with a term in bold ("Plain move.") is two messages: the term
#   (…-term) and the text that follows it (the page puts a space between them).

## The page
rules-title = The rules of Camelot
# $course is a link to the course; its words are rules-intro-course.
rules-intro = These are the World Camelot Federation rules, as this program plays them, in our own words.
    Prefer to learn by doing? Take the { $course }.
rules-intro-course = rules course

## Diagrams
rules-diagram-error = This diagram could not be drawn.
rules-diagram-start = The starting position.
# River Camelot's diagram: before the first move each side plants three trees.
rules-diagram-river-start = The start, after each side planted three trees.
# $canter is a move (E4-E6-G8-I8).
rules-diagram-canter = A chained, turning canter: { $canter }.
# $jumps is a move (E4xE6xE8).
rules-diagram-jumps = A chain of two jumps: { $jumps }.
# $charge is a move (E4-E6xE8).
rules-diagram-charge = A knight's charge: { $charge }.
# $canter and $step are moves (E14-G16, F15-F16).
rules-diagram-castle = Two ways into Black's castle: { $canter } (a canter that ends there) and { $step }.

## Board and pieces
rules-board-heading = Board and pieces
rules-board-squares = The board has 160 squares: files A to L, ranks 1 to 16. Ranks 1 and 16 have only the two
    squares F and G: these are the castles. Ranks 2 and 15 run from C to J, ranks 3 and 14 from B to K,
    and ranks 4 to 13 from A to L.
rules-board-pieces = White's castle is F1 and G1, Black's is F16 and G16. Each player starts with four knights and ten men
    in the middle of the board. White moves first; the players then take turns, one move each.

## The four kinds of move
rules-moves-heading = The four kinds of move
rules-move-plain-term = Plain move.
rules-move-plain = One step to a neighbouring empty square, in any of the eight directions.
rules-move-canter-term = Canter.
rules-move-canter = A leap over one of your own pieces next to yours, in a straight line, to the empty square
    beyond. Canters may be chained and may turn between leaps; the piece may stop after any leap. Nobody is ever obliged to canter.
    The pieces leapt over stay.
rules-move-jump-term = Jump.
rules-move-jump = A leap over an enemy piece next to yours to the empty square beyond. The enemy piece is captured
    and removed at once. Having jumped, the piece must keep jumping while it can, in any direction; when several chains are possible,
    any of them may be chosen, not necessarily the longest.
rules-move-charge-term = Knight's charge.
rules-move-charge = Knights only: one or more canters followed by one or more jumps, in that order, in one move.

## Duties
rules-duties-heading = Duties
rules-duty-capture-term = Capturing is compulsory.
rules-duty-capture = If any of your pieces can jump, your move must capture: a jump chain by any
    piece, or a knight's charge by any knight (which may capture a different piece).
rules-duty-knight-term = The knight's duty.
rules-duty-knight = A knight whose canter lands on a square from which it could jump must capture
    in the same move, from there or by cantering on and capturing later. This holds even if no capture was possible at the start
    of the turn. Men have no such duty.

## Castles
rules-castles-heading = Castles
rules-castle-own-term = Your own castle.
rules-castle-own = No plain move or canter may enter it; only a jump (or the jumps of a charge) may
    land there, and the piece must jump on out of it if it can.
rules-castle-leave-term = Leaving it.
rules-castle-leave = A piece that ended its move in its own castle must leave on its owner's next turn, and
    that move must be made by that piece, whatever captures are possible elsewhere. If it can jump out, it must; otherwise it
    steps or canters out.
rules-castle-enemy-term = The opponent's castle.
rules-castle-enemy = A piece that enters it never leaves. Any move ends as soon as the piece lands
    in it. Inside, its only move is the castle move, a step to the other castle square; each player may make at most two castle
    moves per game, and not while a capture is compulsory.

## End of the game (a numbered list: rules-choice-no-move-in-castle refers to its 4th item)
rules-end-heading = End of the game
rules-end-intro = Checked after every move:
rules-end-castle = A player with two pieces in the opponent's castle wins.
rules-end-material = If both players have at most one piece, the game is drawn.
rules-end-captured = A player who has captured all enemy pieces and kept at least two wins.
rules-end-no-move = A player to move who has no legal move loses, if the opponent has two or more pieces.

## Where the official text is silent
rules-choices-heading = Where the official text is silent: our choices
rules-choice-revisit = A canter may not land on a square it already visited in the same move, the starting square included.
    (A jump chain may, because the pieces it captured are gone.)
rules-choice-paths = A move is its whole path: two paths to the same square are two different moves.
# "rule 4 above" is the 4th item of the list under "End of the game" (rules-end-no-move).
rules-choice-no-move-in-castle = If the piece that must leave its own castle has no legal move, its player has no legal move, and rule 4 above applies.
rules-choice-knight-duty = A knight's duty is met by any capture later in the same move, even of the same enemy piece from another square.
rules-choice-no-move-draw = A player with no legal move whose opponent has fewer than two pieces: the game is drawn.
rules-choice-repetition = House rule, on by default: the third occurrence of the same position, with the same player to move and the same castle
    moves used, is a draw. The official rules have no such rule.

## Notation
rules-notation-heading = Notation
# $square is a square's name (F7); $step and $jump are the signs "-" and "x" of the notation,
# each shown as code.
rules-notation-intro = Squares are written like { $square }. A move lists its starting square and every landing square, with
    { $step } before a step or canter landing and { $jump } before a jump landing:
# The table of examples: each describes the move beside it (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = a plain move
rules-notation-canter = a canter of two leaps
rules-notation-jumps = two jumps, capturing two pieces
rules-notation-charge = a knight's charge: two canters, then two jumps
rules-notation-castle = a castle move
# $record is a game record's moves (1. F7-F8 F10-F9 2. E7-E8) and $tag a tag line
# ([White "Player"]), each shown as code, as a record file has them.
rules-notation-records = Game records list numbered moves, like { $record }, after tag lines such as { $tag }.

## The Camelot family (a section per variant)
rules-variants-heading = The Camelot family
rules-variants-intro = The same moves on other boards, or with other goals. Everything not listed for a game is as in Camelot.
    Start one from New game on the game page.
# A variant's one-line description: $variant is its name, $summary its description (from the
# variants' own catalogue).
rules-variant-summary = { $variant }: { $summary }.
# The button that starts a game of the variant.
rules-variant-play = Play { $variant }

# What differs from Camelot, one list item each.
rules-chivalry-board = The board has 176 squares: files A to N. Ranks 1 and 16 are the castles G and H; ranks 2 and 15 run from D to K,
    3 and 14 from C to L, 4 and 13 from B to M, and ranks 5 to 12 from A to N.
rules-chivalry-pieces = Each side has 8 knights and 12 men, on ranks 6 and 7 for White and 10 and 11 for Black.
rules-chivalry-rules = Every rule is Camelot's.

rules-cam-board = The board has 67 squares, files A to G and ranks 1 to 13; each castle is one square, D1 and D13.
rules-cam-pieces = Each side has 2 knights and 5 men.
rules-cam-castle = One piece in the opponent's castle wins at once; there are no castle moves.
rules-cam-capture = Capturing every enemy piece wins, however few pieces are left; one piece against one plays on.
rules-cam-no-move = A player who has no legal move loses.

rules-camette-board = The smallest board: 23 squares, files A to E and ranks 1 to 7; the castles are C1 and C7.
rules-camette-pieces = Each side has 1 knight and 3 men.
rules-camette-rules = The rules are Cam's: one piece in the opponent's castle wins, no castle moves, capturing every enemy piece
    wins, no draw by material, and a player with no legal move loses.

rules-all-knighter-pieces = Camelot with every piece a knight: all 14 pieces of each side may charge, and every one has the knight's duty.

# D7–D8 and I9–I10 are the two bridges, each two squares.
rules-river-river = A river of 28 squares crosses Camelot's board. No piece may enter a river square or leap over one;
    its two bridges, D7–D8 and I9–I10 (two squares each), are ordinary squares.
rules-river-start = The pieces start two ranks nearer their own castle.
# C3,F6,K5 is how a move that plants three trees is written.
rules-river-trees = Before the first move each player plants three trees on tree squares of his own side, White first, as one
    move each (written C3,F6,K5). A tree blocks like the river: nothing lands on it or leaps over it.

rules-anti-goals = Camelot's board, pieces and moves, with the goals reversed.
rules-anti-win = A player wins when he has no legal move on his turn, or when his opponent puts a piece into his castle.
rules-anti-capture = Capturing is still compulsory, so a forced jump may carry a piece into the opponent's castle, and lose.
rules-anti-rules = There are no castle moves, no draw by material, and capturing every enemy piece does not win.

## The links at the end of the page
rules-play-game = Play a game
rules-take-course = Take the course
