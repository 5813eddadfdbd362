# La pagina di gioco: la riga di stato, i risultati, gli avvisi, le domande e gli annunci.
# $side è il nome tradotto di un colore («Bianco», senza articolo), $color "white" o "black" per i selettori.
# $move è una mossa in notazione WCF (C3-D2), $variant il nome tradotto di un gioco (Cam, Camette).

play-new-game = Nuova partita.
play-unfinished-kept = Nuova partita iniziata. La tua partita non conclusa è conservata: il pulsante qui sopra la riporta indietro.
play-promoted = Questa linea ora è la linea principale.
play-deleted = Mosse eliminate.
play-no-move = Il computer non ha trovato nessuna mossa.
play-nothing-to-load = Niente da caricare: incolla la notazione di una partita o il testo di una posizione.
play-bring-back-previous = Annulla: recupera la partita precedente

## Risultati: «Vince il Bianco: il Nero non ha mosse legali.»
play-wins = Vince il { $side }
play-draw = Patta
# $head è play-wins o play-draw, $reason il motivo per cui la partita è finita.
play-result = { $head }: { $reason }.

## Annunci delle mosse
play-planted = Il { $side } ha piantato alberi in { $squares }.
play-played = Il { $side } ha giocato { $move }.
play-played-capturing = Il { $side } ha giocato { $move }, catturando in { $squares }.

## La riga di stato
# $length è la lunghezza di una partita («17 mosse»)
play-line-main = su { $length }
play-line-side = linea secondaria di { $length }
play-watch-looking-back = I computer aspettano mentre guardi indietro: Riprendi torna alla partita.
play-to-move = Tocca al { $side }.
play-to-move-side-line = Tocca al { $side }: una mossa qui apre una linea secondaria.
play-your-move-takes-back = Tocca a te ({ $side }): una nuova mossa ritira le successive (restano nell'elenco).
play-your-move-side-line = Tocca a te ({ $side }): una mossa qui apre una linea secondaria.
# $after è «dopo la 5ª mossa del Bianco» o «all'inizio»; $line è play-line-main/side; $next una delle righe qui sopra.
play-viewing-position = Stai guardando la posizione { $after } ({ $line }). { $next }
play-paused = In pausa. Tocca al { $side }: premi Riprendi per continuare.
play-thinking = Il { $side } (computer) sta pensando.
# $step è ciò che l'inserimento della mossa dice della mossa in corso.
play-your-move-step = Tocca a te ({ $side }). { $step }
play-to-move-plain = Tocca al { $side }
play-your-move-plain = Tocca a te ({ $side })
play-duty-castle = : il pezzo in { $square } deve uscire dal suo castello
play-duty-capture-one = il pezzo in { $square } deve catturare
play-duty-capture-many = i pezzi in { $squares } possono catturare; uno di loro deve farlo
play-duty-capture = : la cattura è obbligatoria — { $which }
# $who è play-to-move-plain o play-your-move-plain, $duty uno dei testi d'obbligo o niente, $goal play-goal-anti o niente.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }In Anti-Camelot vinci quando non puoi muovere; un pezzo che entra nel castello avversario fa perdere.

## Avvisi
play-taken-back = La partita continua con { $move }. Le mosse ritirate restano nell'elenco come linea secondaria.
play-side-line = Una linea secondaria inizia con { $move }; le mosse della partita sono conservate (per tornarci: tasto Home, oppure cliccale nell'elenco).
play-cannot-play = Questa mossa non si può giocare: { $why }.
play-taken-back-to = Mossa ritirata. Tocca al { $side }.
play-not-deleted = Non è stato eliminato nulla: { $why }.
play-comment-removed = Commento rimosso.
play-comment-saved = Commento salvato.
play-resigned = Il { $side } abbandona.
play-hint = Suggerimento: { $move }
play-computer-failed = Errore del computer: { $why }

## Chi gioca: «Cam · Due giocatori su questo dispositivo»
play-mode-perfect = Giochi col { $side } contro Perfetto, il gioco risolto
play-mode-computer = Giochi col { $side } contro il computer, livello { $level }
play-mode-two = Due giocatori su questo dispositivo
play-mode-watch-same = Computer contro computer, livello { $level }
play-mode-watch = Computer contro computer: Bianco livello { $white }, Nero livello { $black }
play-mode-with-variant = { $variant } · { $who }

## Pezzi catturati: «Il Bianco ha preso: 2 pedine, 1 cavallo»
play-took = Il { $side } ha preso: { $taken }
play-taken-none = niente

## Domande prima di sostituire una partita
play-current-game = La tua partita in corso
play-current-game-length = La tua partita in corso ({ $length })
play-current-game-length-side = La tua partita in corso ({ $length }, più { $side_moves } nelle linee secondarie)
play-ask-new-game-title = Iniziare una nuova partita a { $variant }?
play-ask-new-game = { $current } sarà sostituita da una nuova partita a { $variant }. Potrai recuperarla dopo (te lo proporrà l'avviso che segue).
# $what è "game" (partita) o "position" (posizione)
play-ask-link = Aprire la { $what ->
    [game] partita
   *[position] posizione
} dal link?
play-ask-editor = Giocare la { $what ->
    [game] partita
   *[position] posizione
} dall'editor?
play-ask-paste = Aprire la { $what ->
    [game] partita
   *[position] posizione
} che hai incollato?
play-ask-file = Aprire la { $what ->
    [game] partita
   *[position] posizione
} dal file?
play-ask-replace = { $current } sarà sostituita. Potrai recuperarla dopo (te lo proporrà l'avviso che segue).
# $what è "game", "position" o "new"; $origin "link", "editor", "paste" o "file".
play-kept-instead = La tua partita è conservata; { $what ->
    [game] la partita
    [new] la nuova partita a { $variant }
   *[position] la posizione
} { $origin ->
    [link] dal link
    [editor] dall'editor
    [paste] che hai incollato
   *[file] dal file
} non è stata aperta.

## Dopo aver aperto qualcosa
play-previous-kept = { " " }La tua partita precedente è conservata (Annulla la riporta indietro).
play-new-game-from-link = Una nuova partita a { $variant } dal link.{ $kept }
# $origin è "link", "editor" o "other"
play-position-loaded = Posizione caricata{ $origin ->
    [link] { " " }dal link
    [editor] { " " }dall'editor
   *[other] {""}
}.{ $over }{ $kept }
play-game-from-link = Partita caricata dal link. Dopo la tua mossa, usa Condividi per rimandare il nuovo link.{ $kept }
play-over-to-move = { " " }Tocca al { $side }.
play-game-loaded = Partita caricata: { $length }.{ $over }{ $kept }
play-previous-back = La tua partita precedente è tornata ({ $length }).
play-bad-position-link = La posizione nel link non è valida: { $why }. La tua partita in corso è conservata.
play-bad-record-link = La partita nel link non è valida: { $why }. La tua partita in corso è conservata.
play-record-other-variant = La partita nel link è una partita a { $is }, non a { $says } come dice la variante del link. La tua partita in corso è conservata.
play-unknown-variant = La variante del link non è tra quelle che questo programma gioca ({ $why }). La tua partita in corso è conservata.
play-bad-play = Nel link, play deve essere white, black o two, non { $value }: giochi col colore a cui tocca muovere.
play-not-restored = Non è stato possibile ripristinare la partita salvata ({ $why }); è iniziata una nuova partita.
# Perché non è stato possibile ripristinare la partita salvata: il $why di play-not-restored (con
# storage-unreadable, storage-other-version e storage-bad-record di app.ftl).
# $field è il nome di un campo dei dati salvati, così com'è (non tradotto).
play-restore-field = una parte manca o è danneggiata ({ $field })
# $kind è il tipo di giocatori così come salvato (non tradotto).
play-restore-players = giocatori sconosciuti ({ $kind })
play-restore-bad-start = posizione iniziale non valida ({ $why })
# $number conta le mosse salvate da 1; $move_text è la mossa così come salvata.
play-restore-bad-move = la mossa { $number } ({ $move_text }) non è legale: { $why }
# $what è uno dei play-what-… in fondo al file.
play-copied = Copiato negli appunti: { $what }.
play-not-copied = Il browser non ha permesso di copiare ({ $what }).
play-unreadable-file = Non è stato possibile leggere il file { $name } come testo.

## Suggerimenti: $moves è il numero di mosse del vincitore fino alla fine
play-hint-line = Suggerimento: { $move } (mostrata sulla scacchiera).
play-hint-draw = Suggerimento: { $move } (mostrata sulla scacchiera): mantiene la patta — gioco risolto.
play-hint-win = Suggerimento: { $move } (mostrata sulla scacchiera): vince in { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} — gioco risolto.
play-hint-loss = Suggerimento: { $move } (mostrata sulla scacchiera). La tua posizione è persa: Perfetto vince in { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} contro la tua migliore difesa — gioco risolto.

## La scelta del livello
play-level-beginner = { $level } (principiante)
play-level-club = { $level } (club)
play-level-strongest = { $level } (il più forte)
play-level-perfect = Perfetto (il gioco risolto)
play-camette-solved = { " " }· risolto: prova il livello Perfetto
play-perfect-note = Perfetto gioca il gioco risolto: mantiene ogni patta e vince ogni partita che ti lasci sfuggire. La prima partita lo scarica (3,5 MB), anche per giocare offline.
play-downloading = Scaricamento del gioco risolto… { $got } MB
play-downloading-of = Scaricamento del gioco risolto… { $got } di { $total } MB
play-thinking-detail = profondità { $depth }, valutazione { $score } (dal punto di vista del Bianco)
# Il dettaglio quando il motore vede una vittoria forzata: $outcome è eval-wins-in o eval-has-won («Il Bianco vince in 3 mosse»).
play-thinking-win = { $outcome } (profondità { $depth })

## Il banner sopra una posizione precedente
play-viewing-earlier = Stai guardando una posizione precedente.{ " " }
play-viewing-side-line = Sei in una linea secondaria.{ " " }

## Pulsanti, etichette e titoli della pagina di gioco
play-ui-light-colours = Colori chiari
play-ui-dark-colours = Colori scuri
play-ui-switch-to-light-colours = Passa ai colori chiari
play-ui-switch-to-dark-colours = Passa ai colori scuri
play-ui-light = { " " }Chiaro
play-ui-dark = { " " }Scuro
play-ui-sound-on = Suono: attivo
play-ui-sound-off = Suono: disattivato
play-ui-sound = Suono:{ " " }
play-ui-on = attivo
play-ui-off = disattivato
play-ui-new-game = Nuova partita
play-ui-share = Condividi
play-ui-game-over = Partita finita.{ " " }
play-ui-you-won = Hai vinto.{ " " }
play-ui-you-lost = Hai perso.{ " " }
play-ui-review-this-game = Rivedi questa partita
play-ui-analyse = Analizza
play-ui-back-to-the-game = Torna alla partita
play-ui-thinking = Sto pensando…{ " " }
play-ui-a-dot-the-move-can-end = { " " }Un punto: la mossa può finire lì.{ " " }
play-ui-got-it = Capito
play-ui-learn-the-rules = Impara le regole
play-ui-undo = Annulla
play-ui-redo = Ripeti
play-ui-resume = Riprendi
play-ui-pause = Pausa
play-ui-hint = Suggerimento
play-ui-flip-board = Gira la scacchiera
play-ui-confirm-resign = Confermi l'abbandono?
play-ui-resign = Abbandona
play-ui-game-record = Notazione della partita
play-ui-copy-game = Copia la partita
play-ui-download = Scarica
play-ui-paste-game-or-position = Incolla partita o posizione
play-ui-open-file = Apri file…
play-ui-copy-position = Copia la posizione
play-ui-edit-this-position = Modifica questa posizione
play-ui-bring-back-the-previous-game = Recupera la partita precedente
play-ui-game = Gioco
play-ui-players = Giocatori
play-ui-you-against-the-computer = { " " }Tu contro il computer
play-ui-two-players-on-this-device = { " " }Due giocatori su questo dispositivo
play-ui-computer-against-computer-watch = { " " }Computer contro computer (da spettatore)
play-ui-your-colour = Il tuo colore
play-ui-white-moves-first = { " " }Bianco (muove per primo)
play-ui-black = { " " }Nero
play-ui-computer-level = Livello del computer{ " " }
play-ui-white-s-level = Livello del Bianco{ " " }
play-ui-black-s-level = Livello del Nero{ " " }
play-ui-speed = Velocità{ " " }
play-ui-slow = Lenta
play-ui-normal = Normale
play-ui-fast = Veloce
play-ui-draw-on-threefold-repetition-house-rule = { " " }Patta per triplice ripetizione (regola della casa)
play-ui-cancel = Annulla
play-ui-start = Inizia
play-ui-paste-a-game-or-a-position = Incolla una partita o una posizione
play-ui-a-game-record-continues-that-game = La notazione di una partita fa continuare quella partita; il testo di una posizione avvia da essa una nuova partita.
play-ui-paste-field = Notazione della partita o testo della posizione
play-ui-load = Carica
play-ui-keep-my-game = Tieni la mia partita
play-ui-replace-it = Sostituiscila
# $move: la mossa inserita finora (E4-E6-E8)
play-end-move-here = Finisci la mossa qui ({ $move })
# $choose è «clicca» o «tocca»
play-legend-ring = { " " }Un cerchio: una casella d'arrivo dove la mossa non può finire (un salto deve continuare) — { $choose } il cerchio per avanzare un balzo alla volta. Un galoppo può finire su una qualsiasi delle sue caselle d'arrivo, che sono quindi segnate da punti. Una croce segna un pezzo che la mossa cattura.
# $choose è «Clicca» o «Tocca»; segue il link play-ui-learn-the-rules
play-welcome = { $choose } uno dei tuoi pezzi per vedere dove può muovere — non conosci ancora Camelot?{ " " }
# Ciò che è stato copiato: «Copiato negli appunti: Notazione della partita.»
play-what-game-record = Notazione della partita
play-what-position-text = Testo della posizione
play-what-line = Linea
play-ui-sounds-title = Suoni delle mosse e delle catture
