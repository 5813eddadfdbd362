# learn
# The rules course (#/learn): the lesson list, a lesson's page, the lessons' texts an the
# checker's explanations ae a wrang try.
# Notes fur the translator:
# - Square names (C3, H11), moves (C3-D2, E4xE6xE8) an position text bide as they are.
# - $move is a move as written in the WCF's notation (E4-E6-G8, E4xE6).
# - $square, $from, $to are square names (F7).
# - "click" becomes "tap" oan touch screens (the page chynges the word, here as in English).

## The lesson list
learn-heading = Lairn the rules ae { -game-name }
# The course's openin line; $n is the nummer ae lessons.
learn-course-intro = { $n ->
    [one] { $n } wee lesson
   *[other] { $n } wee lessons
}, ilk wan wi a task tae dae oan the baird. Yer progress is saved oan this device.
# "3 ae 10 lessons done": $done lessons feenished ae $n.
learn-progress = { $done } ae { $n ->
    [one] { $n } lesson
   *[other] { $n } lessons
} dune
# The wey intae the course, oan a button; $title is a lesson's title.
learn-start-course = Stert the course: { $title }
learn-continue = Cairry oan: { $title }
learn-reset-progress = Wipe progress
# Read oot fur the tick (✓) aside a feenished lesson.
learn-done-label = dune
# $id is whit the address named as a lesson.
learn-no-such-lesson = Thair's nae lesson cried “{ $id }”. Pick wan fae the list.
# Saved progress thit couldnae be read; $why says how (no aye translatit).
learn-progress-reset = Yer saved course progress couldnae be read ({ $why }) an wis wiped.
# How saved progress wisnae read: it wis written by a later version ae the app.
learn-progress-unknown-version = unkent version { $version }

## A lesson's page
learn-all-lessons = Aw the lessons
# Efter the "Aw the lessons" link: " · Lesson 3 ae 10" (mind the space it the stert).
learn-crumb = { " " }· Lesson { $number } ae { $of }
# Efter the title ae a lesson feenished afore (mind the space it the stert).
learn-done-tick = { " " }✓ dune
learn-your-task = Yer task
# Buttons: play the move a first tap shawed; end a canter whaur it kin end.
learn-play-move = Play { $move }
learn-end-here = End the move here ({ $move })
learn-next-lesson = Nixt lesson →
learn-play-a-game = Play a game →
learn-show-me = Shaw me
learn-restart = Stert the lesson ower
learn-previous = ← Back
# The name ae the links tae the lessons afore an efter (fur screen readers).
learn-nav-label = Lessons
# Unner the task while "Shaw me" plays the moves, an yince it hus shawn them.
learn-demo-watching = Watch the move oan the baird…
learn-demo-revealed = The arras an dots shaw the moves thit dae it. Noo it's yer shot: click the piece,
    then whaur it gangs.
# A wrang try's explanation follaed by the capture the learner must mak ($duty, a sentence).
learn-why-and-duty = { $why } { $duty }

## The checker: how a try disnae dae the task
# A lesson's position thit cannae be read (a bug); $error says how.
learn-bad-position = lesson { $id }: bad position: { $error }
# A click oan a square thit isnae the answer; $miss is the lesson's ain message.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } is in White's castle, yer ain. { $miss }
learn-click-piece-first = { $square }: click wan ae yer pieces first, then whaur it shoud gang.
learn-click-not-move = This task asks ye tae click a square, no tae move.
# A legal move thit disnae dae the task; $miss is the lesson's ain message.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } is legal but it disnae solve the task.
# $outcome is the result, as the game's rules describe it.
learn-game-over = The game's ower: { $outcome }.
learn-no-piece = Thair's nae piece oan { $square }.
# $piece_color is the side ae the piece, $turn the side tae move ("white" or "black").
learn-not-your-piece = The piece oan { $square } is { $piece_color ->
    [white] White's
   *[black] Black's
}; it's { $turn ->
    [white] White's
   *[black] Black's
} turn.
learn-choose-destination = Pick whaur the piece shoud gang.

## The checker: the rule an illegal move breks ($move is the move tried)
# $square is whaur the piece in its ain castle is staunin.
learn-illegal-must-leave-castle = { $move } isnae allooed: yer piece oan { $square } is staunin in
    yer ain castle, sae it must get oot ae it this turn, afore onythin else, even a capture.
learn-illegal-step-in-chain = { $move } isnae allooed: a plain move is a single step; it cannae
    be pairt ae a langer move.
learn-illegal-step-occupied = { $move } isnae allooed: { $square } isnae empty. A plain move
    gangs tae an empty neebourin square.
learn-illegal-unreachable = { $move } isnae allooed: a piece aither steps tae a neebourin
    square or leaps ower wan piece nixt tae it; { $to } cannae be reached fae { $from } thon wey.
learn-illegal-leap-occupied = { $move } isnae allooed: a leap must land oan an empty square, an
    { $square } isnae empty.
# $square is the square leapt ower.
learn-illegal-leap-over-empty = { $move } isnae allooed: a leap must gang ower a piece richt nixt
    tae it, an { $square } is empty.
learn-illegal-canter-after-jump = { $move } isnae allooed: yince a piece hus jumpit, it kin ainly
    keep oan jumpin, no canter.
learn-illegal-canter-revisits = { $move } isnae allooed: a canter cannae land oan a square it's
    awready been tae in the same move (its stertin square an aw).
learn-illegal-into-own-castle = { $move } isnae allooed: nae plain move or canter kin gang intae yer
    ain castle. Ainly a jump kin land thair.
learn-illegal-man-charge = { $move } isnae allooed: ainly a knight kin canter an then jump in
    wan move (the knight's charge). A man must pick wan or the ither.
learn-illegal-past-enemy-castle = { $move } isnae allooed: a move ends as soon as the piece
    lands in the opponent's castle.
# $square is whaur the piece staunds efter the jumps entered.
learn-illegal-keep-jumping = { $move } isnae allooed: efter a jump, the same piece must keep
    jumpin while it kin (fae { $square } it kin jump again).
learn-illegal-knights-duty = { $move } isnae allooed: the knight's duty. A knight whase canter
    lands nixt tae an enemy piece it kin jump must gang oan an capture in the same move.
learn-illegal-castle-moves-spent = { $move } isnae allooed: ilk plair kin mak twa castle moves
    at maist in a game, an ye've made baith.
# $square is the ither square ae the opponent's castle.
learn-illegal-castle-move-occupied = { $move } isnae allooed: { $square } isnae empty. The
    castle move gangs tae the ither castle square ainly whin it's empty.
# $used is how mony castle moves the learner hus made in the game (0, 1 or 2).
learn-illegal-leaves-enemy-castle = { $move } isnae allooed: a piece in the opponent's castle
    niver leaves it. Its ainly move is the castle move tae the ither castle square, twa at maist
    fur ilk plair in a game (ye've made { $used ->
    [0] nane yet
    [1] wan awready
   *[other] baith awready
}).
# $examples is up tae three captures, jined by learn-examples-or: "E4xE6 or K4xK6".
learn-illegal-capture-required = { $move } isnae allooed: capturin is compulsory. Wan ae yer
    pieces kin jump an enemy piece (fur example { $examples }), sae this turn ye must capture.
learn-examples-or = { " " }or{ " " }
# $error is the rules' ain reason (no aye translatit).
learn-illegal-other = { $move } isnae allooed: { $error }.

# The lessons, in teachin order: ilk wan hus a title, paragraphs explainin the rule (text-1,
# text-2, …), a task, whit's said whin a try misses it an whin it's done.

## Lesson 1
learn-lesson-1-title = The baird an the castles
learn-lesson-1-text-1 = { -game-name } is played oan a baird ae 160 squares: twal files, A tae L, an
    sixteen ranks. The baird gets narrae towards ilk end, an at ilk end twa squares stick oot:
    thae are the castles.
learn-lesson-1-text-2 = White's castle is F1 an G1, at the boddom. Black's castle is F16 an
    G16, at the tap. Ilk plair hus ten men (roond pieces wi a ring) an fower knights (pieces
    wi a croon). White moves first.
learn-lesson-1-text-3 = Ye win by gettin twa ae yer pieces intae yer opponent's castle, or by
    capturin aw yer opponent's pieces while keepin at least twa ae yer ain.
# The task, pit tae the learner.
learn-lesson-1-task = Ye play White. Click wan square ae the castle ye're tryin tae get tae:
    Black's castle.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-1-miss = That's no it. Black's castle is the pair ae squares stickin oot at the
    tap ae the baird.
# Said whin the task is done.
learn-lesson-1-praise = Richt: F16 an G16 are Black's castle, yer target.

## Lesson 2
learn-lesson-2-title = The plain move
learn-lesson-2-text-1 = The simplest move: wan step tae a neebourin empty square, in ony ae
    the eicht directions, forrit, back, sideyweys or diagonally. Men an knights baith move
    this wey.
learn-lesson-2-text-2 = Click the man oan F7: dots shaw whaur it kin gang; a step ends oan a square next tae it.
# The task, pit tae the learner.
learn-lesson-2-task = Mak a plain move: move wan ae yer men wan step.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-2-miss = That wis a leap ower a piece (a canter, the nixt lesson). Here, jist step
    tae a neebourin square.
# Said whin the task is done.
learn-lesson-2-praise = Weel dune: wan step tae a neebourin square is a plain move.

## Lesson 3
learn-lesson-3-title = The canter
learn-lesson-3-text-1 = A canter is a leap ower a neebourin piece ae yer ain,
    tae the empty square jist ayont it, in a straucht line. The piece ye leap ower bides whaur
    it is.
learn-lesson-3-text-2 = A canter kin gang oan: efter wan leap, the piece kin leap again ower
    anither ae yer pieces, an it kin chynge direction atween leaps. It kin stop efter ony
    leap. Naebody is iver forced tae canter.
learn-lesson-3-text-3 = Wan limit: in wan move a canterin piece cannae land oan a square it's
    awready been tae, its stertin square an aw.
# The task, pit tae the learner.
learn-lesson-3-task = Bring the man oan E4 tae I8 in a single move: canter ower E5, then F7, then
    H8.
    Pick the man, then I8 itsel: the hale canter is ae move.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-3-miss = That's a legal move, but it disnae get tae I8. Pick the man oan E4 an
    click I8 itsel: the hale canter is ae move (a click oan a square whaur a canter kin
    stop ends it thair).
# Said whin the task is done.
learn-lesson-3-praise = Three leaps in wan move, turnin twice: a chained canter.

## Lesson 4
learn-lesson-4-title = The jump: capturin
learn-lesson-4-text-1 = A jump is a leap ower a neebourin enemy piece, tae the empty square
    ayont it. The enemy piece is captured an taen aff the baird at yince.
learn-lesson-4-text-2 = Capturin is compulsory: if ony ae yer pieces kin jump, ye must
    capture this turn (ye pick which piece an which capture).
learn-lesson-4-text-3 = Efter a jump, if the same piece kin jump again, it must keep jumpin,
    chyngin direction if need be. Whin mair than wan chain is possible ye kin pick ony ae them, no
    necessarily the langest.
# The task, pit tae the learner.
learn-lesson-4-task = Capture twa black men in wan move.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-4-miss = That capture is legal, but it ainly taks wan man. Anither chain taks twa.
# Said whin the task is done.
learn-lesson-4-praise = Twa men captured in wan chain ae jumps.

## Lesson 5
learn-lesson-5-title = The knight's charge
learn-lesson-5-text-1 = Knights huv wan extra move, the knight's charge: wan or mair canters
    ower their ain pieces, follaed by wan or mair jumps ower enemy pieces, aw in wan move. Men
    cannae dae this.
learn-lesson-5-text-2 = The knight's duty: if a knight's canter lands nixt tae an enemy piece
    thit it could jump, the knight must gang oan an capture in the same move. It cannae jist
    stop thair.
# The task, pit tae the learner.
learn-lesson-5-task = Capture the black man oan E7 wi yer knight oan E4.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-5-miss = That move captures naethin. Use the knight: canter ower yer man, then
    jump.
# Said whin the task is done.
learn-lesson-5-praise = A canter, then a jump: that's the knight's charge.

## Lesson 6
learn-lesson-6-title = Yer ain castle
learn-lesson-6-text-1 = Ye kin niver step or canter intae yer ain castle. The ainly wey in is by
    a jump (or the jumpin pairt ae a knight's charge) thit lands thair.
learn-lesson-6-text-2 = A piece thit lands in its ain castle an kin jump again must keep oan
    jumpin, oot ae the castle.
# The task, pit tae the learner.
learn-lesson-6-task = Capture the black man oan F2 by jumpin intae yer ain castle.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-6-miss = That captures the man an aw, but this lesson is aboot yer castle: jump intae
    it.
# Said whin the task is done.
learn-lesson-6-praise = A jump is the ainly wey intae yer ain castle.

## Lesson 7
learn-lesson-7-title = Gettin oot ae yer ain castle
learn-lesson-7-text-1 = A piece thit endit its move in its ain castle must leave oan yer verra
    nixt turn, an thon move must be made by thon piece, even if ye could capture somewhaur else.
learn-lesson-7-text-2 = If it kin jump oot, it must jump; itherwise it steps or canters oot.
# The task, pit tae the learner.
learn-lesson-7-task = Yer man oan G1 is in yer ain castle. Mak yer move.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-7-miss = The man oan G1 must get oot ae the castle noo.
# Said whin the task is done.
learn-lesson-7-praise = Gettin oot ae the castle comes first, afore ony capture.

## Lesson 8
learn-lesson-8-title = The opponent's castle
learn-lesson-8-text-1 = Gettin intae yer opponent's castle is how ye win. A piece thit gangs in
    bides thair fur the rest ae the game, an its move ends the meenit it lands inside, even in
    the middle ae a canter or a chain ae jumps.
# The task, pit tae the learner.
learn-lesson-8-task = Get wan ae yer men intae Black's castle.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-8-miss = That move bides ootside. Black's castle is F16 an G16.
# Said whin the task is done.
learn-lesson-8-praise = In! Thon piece will niver leave Black's castle.

## Lesson 9
learn-lesson-9-title = Inside the opponent's castle
learn-lesson-9-text-1 = A piece in yer opponent's castle hus nae wey oot: it kin niver step,
    canter or jump oot again.
learn-lesson-9-text-2 = Its ainly move is the castle move: a step tae the ither castle square,
    whin thon square is empty. Ilk plair kin mak twa castle moves at maist in a hale game,
    an nane while a capture is compulsory (the castle move coonts as a plain move).
learn-lesson-9-text-3 = A castle move kin mak room: anither ae yer pieces kin then come in
    whaur the first wan stood.
# The task, pit tae the learner.
learn-lesson-9-task = Yer man oan G16 is in Black's castle. Yer man oan H15 wants tae come in
    an aw, but G16 is taen an F16 is oot ae its reach. Ye've made wan castle move this game,
    sae ye've wan left: use it tae mak room.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-9-miss = That's legal, but G16 is still taen, sae the man oan H15 still cannae come
    in. Move the man thit's inside the castle.
# Said whin the task is done.
learn-lesson-9-praise = That wis the castle move, yer second an last wan this game. Nixt turn,
    H15-G16 pits a second man in Black's castle an wins.

## Lesson 10
learn-lesson-10-title = Winnin an drawin
learn-lesson-10-text-1 = Ye win whin twa ae yer pieces staun in yer opponent's castle, whin
    ye've captured aw yer opponent's pieces an kept at least twa ae yer ain, or whin yer
    opponent hus nae legal move left while ye've twa or mair pieces.
learn-lesson-10-text-2 = The game is a draw whin baith plairs are doon tae wan piece or nane. In
    this app, the same position comin up a third time is a draw an aw (a hoose rule, which ye
    kin switch aff in the New game windae).
# The task, pit tae the learner.
learn-lesson-10-task = Wan ae yer men is awready in Black's castle. Win the game in wan move.
# Said whin a legal move (or a click) disnae dae the task.
learn-lesson-10-miss = That's legal, but the game gangs oan. Ye need a second piece in Black's
    castle.
# Said whin the task is done.
learn-lesson-10-praise = Twa pieces in Black's castle: White wins!

## Links tae puzzles oan a lesson's rule
learn-practise-castle-entry = Practise: intae the castle
learn-practise-quiet-move = Practise: quiet moves
learn-practise-multi-jump = Practise: chains ae jumps
learn-practise-charge = Practise: knight's charge
learn-practise-defence = Practise: defence
learn-practise-castle-duty = Practise: oot ae yer ain castle
learn-practise-castle-race = Practise: castle races
learn-practise-win = Practise: winnin the game
