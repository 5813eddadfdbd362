# Camelot: la scacchiera, l'inserimento delle mosse, l'elenco delle mosse e la condivisione (le
# usano tutte le pagine che mostrano una scacchiera o ricevono mosse).
# Note per chi traduce:
# - $square, $from, $to, $at sono nomi di caselle (F7, H11); $move è una mossa in notazione
#   (F7-F9, E4-E6-G8, C2,D2,I2): restano come sono.
# - $side, $owner, $turn, $other sono il nome di un colore tradotto in app.ftl («Bianco», senza
#   articolo); $color, $owner_color, $turn_color sono "white" o "black", per scegliere una forma.
# - $click è il verbo per scegliere una casella tradotto in app.ftl («clicca», o «tocca» su uno
#   schermo tattile); $click_cap lo stesso con la maiuscola.
# - La pedina è femminile, il cavallo maschile: board-piece-on mette l'articolo («la pedina in E4»,
#   «il cavallo in J6») e le frasi lo usano senza possessivo.

## La scacchiera (ciò che sentono i lettori di schermo)
# Il nome della scacchiera quando la pagina non ne dà uno.
board-label = Scacchiera di { -game-name }
# Il nome della scacchiera con il titolo del suo gioco ($variant: «Camelot», «Cam», «River Camelot»).
board-label-variant = Scacchiera di { $variant }
# Una casella: «F7, vuota», «F7, pedina bianca».
board-square-empty = { $square }, vuota
board-square-piece = { $square }, { $piece }
# Una casella del fiume, dove nessun pezzo può entrare (River Camelot).
board-square-river = { $square }, fiume
# Una casella con un albero (River Camelot).
board-square-tree = { $square }, albero
# Un ponte sul fiume: «D7, ponte, vuota», «D8, ponte, cavallo bianco».
board-square-bridge-empty = { $square }, ponte, vuota
board-square-bridge-piece = { $square }, ponte, { $piece }
# Che cos'è una casella mentre si inserisce una mossa, dopo ciò che dicono le righe sopra ($label):
# «F7, pedina bianca, casella selezionata».
board-square-planting = { $label }, albero da piantare
board-square-selected = { $label }, casella selezionata
board-square-next = { $label }, prossima casella d'arrivo
board-square-destination = { $label }, destinazione possibile
# I pezzi, come seguono il nome della casella.

## Inserimento delle mosse: perché una mossa o un clic non fa nulla
# Un pezzo con la sua casella, con l'articolo: «la pedina in E4» ($role: "man" o "knight").
board-piece-on = { $role ->
    [knight] il cavallo
   *[man] la pedina
} in { $square }
# È stato scelto il pezzo in $from, e poi nessuna casella d'arrivo possibile.
board-miss-nowhere = Il pezzo in { $from } non può muoversi così.
# Il giocatore ha provato a finire una mossa in $to, dove la mossa deve continuare.
board-miss-stop = La mossa non può finire in { $to }: deve continuare. I cerchi e i punti mostrano dove.
# L'obbligo che limita le mosse, aggiunto ai due messaggi che lo seguono ($duty: "leave",
# "capture" o "none"; lo spazio prima della frase ne fa parte).
board-miss-duty = { $duty ->
    [leave] { " " }In questo turno deve uscire dal suo castello.
    [capture] { " " }La cattura è obbligatoria.
   *[none] { "" }
}
# Il pezzo in $from non può andare in $to.
board-miss-to = Il pezzo in { $from } non può andare in { $to }. I punti mostrano dove può andare.{ board-miss-duty }
# Un pezzo che avanza tappa per tappa, ora in $at, non può proseguire fino a $to.
board-miss-on = Da { $at } il pezzo non può proseguire fino a { $to }. I cerchi e i punti mostrano dove può arrivare la prossima tappa.{ board-miss-duty }
# $outcome è il risultato, come lo dicono le parole delle regole («Vince il Bianco (…)»).
board-why-game-over = La partita è finita: { $outcome }.
board-why-empty = La casella { $square } è vuota. Seleziona prima uno dei tuoi pezzi, poi la casella dove deve andare.
board-why-tree = In { $square } c'è un albero: nessun pezzo può atterrarci né scavalcarlo.
board-why-river = La casella { $square } è nel fiume: nessun pezzo può entrarci né scavalcarla.
# È stato scelto un pezzo dell'altro colore.
board-why-enemy = Quel pezzo è del { $owner }. Tu giochi col { $turn }: { $click } uno dei tuoi pezzi.
# $piece e $leaver sono pezzi con la loro casella («la pedina in E4»).
board-why-must-leave = Per ora { $piece } non può muoversi: { $leaver } è nel proprio castello e deve prima uscirne.
# $capturers: pezzi con la loro casella, in un elenco con «o» («la pedina in E4 o il cavallo in J6»).
board-why-must-capture = Per ora { $piece } non può muoversi: la cattura è obbligatoria e può catturare solo { $capturers }.
board-why-no-move = Non ci sono mosse legali per { $piece }.

## Inserimento delle mosse: l'obbligo del colore che deve muovere
board-duty-leave = In questo turno { $piece }, che è nel proprio castello, deve uscirne.
board-duty-capture = La cattura è obbligatoria: cattura con { $pieces }.

## Inserimento delle mosse: il passo successivo di una mossa in corso
# Un primo tocco ha mostrato la mossa $move, che finisce in $square; un secondo tocco la gioca.
board-status-confirm = { $click_cap } di nuovo { $square } per giocare { $move }, o { $click } un'altra casella.
# Più mosse finiscono in $square catturando pezzi diversi: un elenco qui sotto le propone.
board-status-choose = Scegli come andare in { $square }: le mosse qui sotto catturano pezzi diversi.
# Un galoppo può finire in $at o proseguire con un balzo.
board-status-canter-or-stop = Continua a galoppare o termina qui la mossa: { $click } un cerchio per proseguire con un balzo, o { $click } di nuovo { $at } per fermarti.
board-status-keep-jumping = Continua a saltare: la cattura deve proseguire. { $click_cap } il prossimo cerchio o punto.
board-status-keep-cantering = Continua a galoppare: la mossa non può finire in { $at }. { $click_cap } il prossimo cerchio o punto.
# Un cavallo che galoppa non può finire la mossa dove potrebbe saltare: la carica del cavallo.
board-status-knight-duty = Continua: da { $at } questo cavallo può saltare, quindi deve catturare in questa mossa (l'obbligo del cavallo).
board-status-stuck = La mossa non può proseguire da { $at }.

## Inserimento delle mosse: piantare gli alberi (River Camelot, prima della prima mossa)
# Un numero piccolo in lettere, per gli alberi: «tre». Al femminile: serve in «una delle caselle»
# (board-plant-progress scrive da sé «un albero»).
board-number-word = { $n ->
    [1] una
    [2] due
    [3] tre
   *[other] { $n }
}
# Tutti gli alberi sono scelti ($squares: un elenco con «e» di caselle, «C2, D2 e I2»).
board-plant-ready = Pianta gli alberi del { $side } in { $squares }, oppure { $click } una di queste caselle per cambiare scelta.
# $wanted: quanti alberi pianta il colore ($wanted_word: lo stesso in lettere, «tre»);
# $left e $left_word: quanti restano da scegliere; $chosen: quanti sono scelti.
board-plant-progress = Il { $side } pianta { $wanted ->
    [one] un albero
   *[other] { $wanted_word } alberi
} prima della prima mossa: { $click } { $left_word } delle caselle con il punto nella metà del { $side } ({ $chosen } scelti su { $wanted }).
# Perché una casella non accetta un albero. $where: "other" (l'altro colore, $other, pianta lì),
# "river" (la casella è nel fiume) o "none".
board-plant-not-yours = La casella { $square } non è una casella da albero del { $side }{ $where ->
    [other] { " " }(lì pianta il { $other })
    [river] { " " }(è nel fiume)
   *[none] { "" }
}: i punti mostrano dove può piantare il { $side }.
board-plant-taken = La casella { $square } è occupata: gli alberi vanno su caselle da albero vuote.
# Sono già scelti $n alberi (tutti gli alberi del colore).
board-plant-all-chosen = { $n ->
    [1] Hai già scelto un albero: piantalo, o sceglilo di nuovo per toglierlo.
    [2] Hai già scelto due alberi: piantali, o scegline di nuovo uno per toglierlo.
    [3] Hai già scelto tre alberi: piantali, o scegline di nuovo uno per toglierlo.
   *[other] Hai già scelto { $n } alberi: piantali, o scegline di nuovo uno per toglierlo.
}

## Inserimento delle mosse: i pulsanti e la scelta tra più mosse
# $move: la mossa mostrata da un primo tocco.
board-confirm-play = Gioca { $move }
board-cancel = Annulla
# $move: gli alberi scelti, scritti come una mossa («C2,D2,I2»).
board-plant-trees = Pianta gli alberi ({ $move })
board-plant-again = Scegli di nuovo
# Ritira le tappe della mossa inserite finora.
board-start-again = Ricomincia la mossa
# La scelta tra mosse che finiscono sulla stessa casella ($square) ma catturano in modo diverso.
board-choice-label = Mosse che finiscono in { $square }
board-choice-intro = { $n } mosse finiscono in { $square }, catturando pezzi diversi. Quale scegli?
board-choice-other-square = Scegli un'altra casella
# Che cosa cattura una mossa della scelta ($squares: le caselle, separate da virgole).
board-choice-captures = cattura { $squares }
board-choice-captures-nothing = non cattura nulla

## L'elenco delle mosse
board-moves-heading = Mosse
board-moves-label = Mosse
board-moves-none = Ancora nessuna mossa.
board-step-label = Scorri la partita
# I pulsanti che scorrono la partita; i titoli nominano i loro tasti (Home, ←, →, Fine).
board-step-first = Inizio
board-step-first-title = Inizio (Home)
board-step-back = Indietro di una mossa
board-step-back-title = Indietro (←)
board-step-forward = Avanti di una mossa
board-step-forward-title = Avanti (→)
board-step-last = Fine della linea
board-step-last-title = Fine della linea (Fine)
# La barra dei pulsanti che agiscono sulla mossa mostrata ($move), o su nessuna mossa.
board-bar-label = La mossa { $move }
board-bar-label-none = Nessuna mossa mostrata
board-delete = Elimina da qui
board-delete-title = Elimina questa mossa e tutte quelle successive (l'avviso permette di annullare)
board-copy-line = Copia la linea
board-copy-line-title = Copia le mosse dall'inizio fino a qui
board-comment-add = Aggiungi commento
board-comment-edit = Modifica commento
board-promote = Rendi linea principale
board-promote-title = Fai di questa linea secondaria la linea principale della partita
board-promote-title-main = Questa mossa è sulla linea principale della partita
# L'editor dei commenti.
board-comment-label = Commento a questa mossa
board-comment-save = Salva
board-comment-remove = Rimuovi

## Che cosa ha fatto una modifica alle mosse della partita (un avviso, con un pulsante per annullarla)
board-undo = Annulla
board-restored = Ripristinato com'era.
board-count-comments = { $n ->
    [one] { $n } commento
   *[other] { $n } commenti
}
# $moves: quante mosse («4 mosse»); $comments: quanti commenti («1 commento»).
board-line-deleted = Linea eliminata ({ $moves }).
board-line-deleted-comments = Linea eliminata ({ $moves }, { $comments }).
# $text: l'inizio del commento com'era (finisce con … se è tagliato).
board-comment-removed = Commento rimosso («{ $text }»).
board-comment-changed = Commento modificato (prima era «{ $text }»).

## Leggere una partita o una posizione portata da un giocatore
# $error: ciò che le parole delle regole dicono che non va.
board-import-bad-position = Questo testo di posizione non è valido: { $error }.
board-import-bad-record = { $error }.

## Condividere
board-share-title = Condividi o incorpora
board-share-link = Link a questa partita
board-share-link-help = Apre questa partita, pronta per continuare. Per giocare con un amico senza server, mandagli il link dopo ogni mossa.
board-share-embed-position = Incorpora questa posizione
board-share-embed-position-help = Da incollare in una pagina web per mostrare la posizione attuale.
board-share-embed-game = Incorpora questa partita
board-share-embed-game-help = Mostra la partita com'è sullo schermo (linea secondaria e mossa mostrata), con pulsanti per scorrere le mosse.
# I titoli dei riquadri incorporati (i lettori di schermo li usano per nominare il riquadro).
board-share-frame-position = Posizione di { -game-name }
board-share-frame-game = Partita di { -game-name }
board-share-done = Fatto
