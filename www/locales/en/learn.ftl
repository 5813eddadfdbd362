# learn
# The rules course (#/learn): the lesson list, one lesson's page, the lessons' texts and the
# checker's explanations of a wrong try.
# A translator's notes:
# - Square names (C3, H11), moves (C3-D2, E4xE6xE8) and position text stay as they are.
# - $move is a move as written in the WCF's notation (E4-E6-G8, E4xE6).
# - $square, $from, $to are square names (F7).
# - In English, "click" becomes "tap" on touch screens (the page changes the English word).

## The lesson list
learn-heading = Learn the rules of { -game-name }
# The course's opening line; $n is the number of lessons.
learn-course-intro = { $n ->
    [one] { $n } short lesson
   *[other] { $n } short lessons
}, each with a small task on the board. Your progress is saved on this device.
# "3 of 10 lessons done": $done lessons finished of $n.
learn-progress = { $done } of { $n ->
    [one] { $n } lesson
   *[other] { $n } lessons
} done
# The way into the course, on a button; $title is a lesson's title.
learn-start-course = Start the course: { $title }
learn-continue = Continue: { $title }
learn-reset-progress = Reset progress
# Read out for the tick (✓) beside a finished lesson.
learn-done-label = done
# $id is what the address named as a lesson.
learn-no-such-lesson = There is no lesson called “{ $id }”. Pick one from the list.
# Saved progress that could not be read; $why says why (not always translated).
learn-progress-reset = Your saved course progress could not be read ({ $why }) and was reset.
# Why saved progress was not read: written by a later version of the app.
learn-progress-unknown-version = unknown version { $version }

## One lesson's page
learn-all-lessons = All lessons
# After the "All lessons" link: " · Lesson 3 of 10" (mind the leading space).
learn-crumb = { " " }· Lesson { $number } of { $of }
# After the title of a lesson finished before (mind the leading space).
learn-done-tick = { " " }✓ done
learn-your-task = Your task
# Buttons: play the move a first tap showed; end a canter where it may end.
learn-play-move = Play { $move }
learn-end-here = End move here ({ $move })
learn-next-lesson = Next lesson →
learn-play-a-game = Play a game →
learn-show-me = Show me
learn-restart = Restart lesson
learn-previous = ← Previous
# The name of the links to the previous and next lessons (for screen readers).
learn-nav-label = Lessons
# Under the task while "Show me" plays the moves, and once it has shown them.
learn-demo-watching = Watch the move on the board…
learn-demo-revealed = The arrows and dots show the moves that do it. Now you: click the piece,
    then where it goes.
# A wrong try's explanation followed by the capture the learner must make ($duty, a sentence).
learn-why-and-duty = { $why } { $duty }

## The checker: why a try does not do the task
# A lesson's position that cannot be read (a bug); $error says why.
learn-bad-position = lesson { $id }: bad position: { $error }
# A click on a square that is not the answer; $miss is the lesson's own message.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } is in White's castle, your own. { $miss }
learn-click-piece-first = { $square }: click one of your pieces first, then where it should go.
learn-click-not-move = This task asks you to click a square, not to move.
# A legal move that does not do the task; $miss is the lesson's own message.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } is legal but does not solve the task.
# $outcome is the result, as the game's rules describe it.
learn-game-over = The game is over: { $outcome }.
learn-no-piece = There is no piece on { $square }.
# $piece_color is the side of the piece, $turn the side to move ("white" or "black").
learn-not-your-piece = The piece on { $square } is { $piece_color ->
    [white] white's
   *[black] black's
}; it is { $turn ->
    [white] white's
   *[black] black's
} turn.
learn-choose-destination = Choose where the piece should go.

## The checker: the rule an illegal move breaks ($move is the move tried)
# $square is where the piece in its own castle stands.
learn-illegal-must-leave-castle = { $move } is not allowed: your piece on { $square } stands in
    your own castle, so it must leave it this turn, before anything else, even a capture.
learn-illegal-step-in-chain = { $move } is not allowed: a plain move is a single step; it cannot
    be part of a longer move.
learn-illegal-step-occupied = { $move } is not allowed: { $square } is occupied. A plain move
    goes to an empty neighbouring square.
learn-illegal-unreachable = { $move } is not allowed: a piece either steps to a neighbouring
    square or leaps over one piece next to it; { $to } cannot be reached from { $from } that way.
learn-illegal-leap-occupied = { $move } is not allowed: a leap must land on an empty square, and
    { $square } is occupied.
# $square is the square leapt over.
learn-illegal-leap-over-empty = { $move } is not allowed: a leap must go over a piece right next
    to it, and { $square } is empty.
learn-illegal-canter-after-jump = { $move } is not allowed: once a piece has jumped, it may only
    go on jumping, not canter.
learn-illegal-canter-revisits = { $move } is not allowed: a canter may not land on a square it
    has already visited in the same move (its starting square included).
learn-illegal-into-own-castle = { $move } is not allowed: no plain move or canter may enter your
    own castle. Only a jump may land there.
learn-illegal-man-charge = { $move } is not allowed: only a knight may canter and then jump in
    one move (the knight's charge). A man must choose one or the other.
learn-illegal-past-enemy-castle = { $move } is not allowed: a move ends as soon as the piece
    lands in the opponent's castle.
# $square is where the piece stands after the jumps entered.
learn-illegal-keep-jumping = { $move } is not allowed: after a jump, the same piece must keep
    jumping while it can (from { $square } it can jump again).
learn-illegal-knights-duty = { $move } is not allowed: the knight's duty. A knight whose canter
    lands next to an enemy piece it can jump must go on and capture in the same move.
learn-illegal-castle-moves-spent = { $move } is not allowed: each player may make at most two
    castle moves in a game, and you have made both.
# $square is the other square of the opponent's castle.
learn-illegal-castle-move-occupied = { $move } is not allowed: { $square } is occupied. The
    castle move goes to the other castle square only when it is empty.
# $used is how many castle moves the learner has made in the game (0, 1 or 2).
learn-illegal-leaves-enemy-castle = { $move } is not allowed: a piece in the opponent's castle
    never leaves it. Its only move is the castle move to the other castle square, at most two
    per player in a game (you have made { $used ->
    [0] none yet
    [1] one already
   *[other] both already
}).
# $examples is up to three captures, joined by learn-examples-or: "E4xE6 or K4xK6".
learn-illegal-capture-required = { $move } is not allowed: capturing is compulsory. One of your
    pieces can jump an enemy piece (for example { $examples }), so this turn you must capture.
learn-examples-or = { " " }or{ " " }
# $error is the rules' own reason (not always translated).
learn-illegal-other = { $move } is not allowed: { $error }.

# The lessons, in teaching order: each has a title, paragraphs explaining the rule (text-1,
# text-2, …), a task, what is said when a try misses it and when it is done.

## Lesson 1
learn-lesson-1-title = The board and the castles
learn-lesson-1-text-1 = { -game-name } is played on a board of 160 squares: twelve files, A to L, and
    sixteen ranks. The board narrows towards each end, and at each end two squares stick out:
    those are the castles.
learn-lesson-1-text-2 = White's castle is F1 and G1, at the bottom. Black's castle is F16 and
    G16, at the top. Each player has ten men (round pieces with a ring) and four knights (pieces
    with a crown). White moves first.
learn-lesson-1-text-3 = You win by getting two of your pieces into your opponent's castle, or by
    capturing all of your opponent's pieces while keeping at least two of yours.
# The task, addressed to the learner.
learn-lesson-1-task = You play White. Click one square of the castle you are trying to reach:
    Black's castle.
# Said when a legal move (or a click) does not do the task.
learn-lesson-1-miss = That is not it. Black's castle is the pair of squares sticking out at the
    top of the board.
# Said when the task is done.
learn-lesson-1-praise = Right: F16 and G16 are Black's castle, your target.

## Lesson 2
learn-lesson-2-title = The plain move
learn-lesson-2-text-1 = The simplest move: one step to a neighbouring empty square, in any of
    the eight directions, forwards, backwards, sideways or diagonally. Men and knights both move
    this way.
learn-lesson-2-text-2 = Click the man on F7: dots show where it can go; a step ends on a square next to it.
# The task, addressed to the learner.
learn-lesson-2-task = Make a plain move: move one of your men one step.
# Said when a legal move (or a click) does not do the task.
learn-lesson-2-miss = That was a leap over a piece (a canter, the next lesson). Here, just step
    to a neighbouring square.
# Said when the task is done.
learn-lesson-2-praise = Well done: one step to a neighbouring square is a plain move.

## Lesson 3
learn-lesson-3-title = The canter
learn-lesson-3-text-1 = A canter is a leap over one of your own pieces standing next to yours,
    to the empty square just beyond it, in a straight line. The piece you leap over stays where
    it is.
learn-lesson-3-text-2 = A canter can go on: after one leap, the piece may leap again over
    another of your pieces, and it may change direction between leaps. It may stop after any
    leap. Nobody is ever forced to canter.
learn-lesson-3-text-3 = One limit: in one move a cantering piece may not land on a square it has
    already visited, its starting square included.
# The task, addressed to the learner.
learn-lesson-3-task = Bring the man on E4 to I8 in a single move: canter over E5, then F7, then
    H8.
    Choose the man, then I8 itself: the whole canter is one move.
# Said when a legal move (or a click) does not do the task.
learn-lesson-3-miss = That is a legal move, but it does not reach I8. Select the man on E4 and
    click I8 itself: the whole canter is one move (a click on a square where a canter may
    stop ends it there).
# Said when the task is done.
learn-lesson-3-praise = Three leaps in one move, turning twice: a chained canter.

## Lesson 4
learn-lesson-4-title = The jump: capturing
learn-lesson-4-text-1 = A jump is a leap over an enemy piece next to yours, to the empty square
    beyond it. The enemy piece is captured and taken off the board at once.
learn-lesson-4-text-2 = Capturing is compulsory: if any of your pieces can jump, you must
    capture this turn (you choose which piece and which capture).
learn-lesson-4-text-3 = After a jump, if the same piece can jump again, it must keep jumping,
    changing direction if needed. When several chains are possible you may pick any of them, not
    necessarily the longest.
# The task, addressed to the learner.
learn-lesson-4-task = Capture two black men in one move.
# Said when a legal move (or a click) does not do the task.
learn-lesson-4-miss = That capture is legal, but it takes only one man. Another chain takes two.
# Said when the task is done.
learn-lesson-4-praise = Two men captured in one chain of jumps.

## Lesson 5
learn-lesson-5-title = The knight's charge
learn-lesson-5-text-1 = Knights have one extra move, the knight's charge: one or more canters
    over their own pieces, followed by one or more jumps over enemy pieces, all in one move. Men
    cannot do this.
learn-lesson-5-text-2 = The knight's duty: if a knight's canter lands next to an enemy piece
    that it could jump, the knight must go on and capture in the same move. It may not simply
    stop there.
# The task, addressed to the learner.
learn-lesson-5-task = Capture the black man on E7 with your knight on E4.
# Said when a legal move (or a click) does not do the task.
learn-lesson-5-miss = That move captures nothing. Use the knight: canter over your man, then
    jump.
# Said when the task is done.
learn-lesson-5-praise = A canter, then a jump: that is the knight's charge.

## Lesson 6
learn-lesson-6-title = Your own castle
learn-lesson-6-text-1 = You may never step or canter into your own castle. The only way in is by
    a jump (or the jumping part of a knight's charge) that lands there.
learn-lesson-6-text-2 = A piece that lands in its own castle and can jump again must carry on
    jumping, out of the castle.
# The task, addressed to the learner.
learn-lesson-6-task = Capture the black man on F2 by jumping into your own castle.
# Said when a legal move (or a click) does not do the task.
learn-lesson-6-miss = That captures the man too, but this lesson is about your castle: jump into
    it.
# Said when the task is done.
learn-lesson-6-praise = A jump is the only way into your own castle.

## Lesson 7
learn-lesson-7-title = Leaving your own castle
learn-lesson-7-text-1 = A piece that ended its move in its own castle must leave on your very
    next turn, and that move must be made by that piece, even if you could capture elsewhere.
learn-lesson-7-text-2 = If it can jump out, it must jump; otherwise it steps or canters out.
# The task, addressed to the learner.
learn-lesson-7-task = Your man on G1 is in your own castle. Make your move.
# Said when a legal move (or a click) does not do the task.
learn-lesson-7-miss = The man on G1 must leave the castle now.
# Said when the task is done.
learn-lesson-7-praise = Leaving the castle comes first, before any capture.

## Lesson 8
learn-lesson-8-title = The opponent's castle
learn-lesson-8-text-1 = Entering your opponent's castle is how you win. A piece that enters it
    stays there for the rest of the game, and its move ends the moment it lands inside, even in
    the middle of a canter or jump chain.
# The task, addressed to the learner.
learn-lesson-8-task = Get one of your men into Black's castle.
# Said when a legal move (or a click) does not do the task.
learn-lesson-8-miss = That move stays outside. Black's castle is F16 and G16.
# Said when the task is done.
learn-lesson-8-praise = In! That piece will never leave Black's castle.

## Lesson 9
learn-lesson-9-title = Inside the opponent's castle
learn-lesson-9-text-1 = A piece in your opponent's castle has no way out: it may never step,
    canter or jump out again.
learn-lesson-9-text-2 = Its only move is the castle move: a step to the other castle square,
    when that square is empty. Each player may make at most two castle moves in a whole game,
    and none while a capture is compulsory (the castle move counts as a plain move).
learn-lesson-9-text-3 = A castle move can make room: another of your pieces may then come in
    where the first one stood.
# The task, addressed to the learner.
learn-lesson-9-task = Your man on G16 is in Black's castle. Your man on H15 wants to come in
    too, but G16 is taken and F16 is out of its reach. You have made one castle move this game,
    so one is left: use it to make room.
# Said when a legal move (or a click) does not do the task.
learn-lesson-9-miss = That is legal, but G16 is still taken, so the man on H15 still cannot come
    in. Move the man that is inside the castle.
# Said when the task is done.
learn-lesson-9-praise = That was the castle move, your second and last one this game. Next turn,
    H15-G16 puts a second man in Black's castle and wins.

## Lesson 10
learn-lesson-10-title = Winning and drawing
learn-lesson-10-text-1 = You win when two of your pieces stand in your opponent's castle, when
    you have captured all of your opponent's pieces and kept at least two of yours, or when your
    opponent has no legal move left while you have two or more pieces.
learn-lesson-10-text-2 = The game is a draw when both players are down to one piece or none. In
    this app, the same position occurring a third time is also a draw (a house rule, which you
    can switch off in the New game dialog).
# The task, addressed to the learner.
learn-lesson-10-task = One of your men is already in Black's castle. Win the game in one move.
# Said when a legal move (or a click) does not do the task.
learn-lesson-10-miss = That is legal, but the game goes on. You need a second piece in Black's
    castle.
# Said when the task is done.
learn-lesson-10-praise = Two pieces in Black's castle: White wins!

## Links to puzzles of a lesson's rule
learn-practise-castle-entry = Practise: castle entries
learn-practise-quiet-move = Practise: quiet moves
learn-practise-multi-jump = Practise: multiple jumps
learn-practise-charge = Practise: knight's charge
learn-practise-defence = Practise: defence
learn-practise-castle-duty = Practise: own-castle duty
learn-practise-castle-race = Practise: castle races
learn-practise-win = Practise: winning the game
