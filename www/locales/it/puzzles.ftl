# L'allenamento coi problemi (#/puzzles): problemi tattici, un punteggio, temi, serie, suggerimenti.
# Note per chi traduce:
# - $game è un gioco della famiglia di Camelot indicato col suo titolo (Camelot, Cam, Camette), come
#   tradotto nelle parole delle regole.
# - $side, $opponent sono nomi di colori come tradotti in app.ftl («Bianco», senza articolo); $color e
#   $opponent_color sono "white" o "black" per i selettori.
# - Le mosse (F6-F7, F8xF10xF12), le caselle (F8) e gli identificativi dei problemi (c0142) restano come sono.
# - Il punteggio di un problema (1620) si scrive così com'è, senza separatore delle migliaia.

## Temi: i loro nomi, nella scelta del tema e nella didascalia del problema
puzzles-theme-charge = Carica del cavallo
puzzles-theme-multi-jump = Salti multipli
puzzles-theme-capture-trap = Trappola di cattura
puzzles-theme-castle-entry = Entrata nel castello
puzzles-theme-castle-race = Corsa al castello
puzzles-theme-castle-duty = Uscita obbligata dal castello
puzzles-theme-defence = Difesa
puzzles-theme-quiet-move = Mossa tranquilla
puzzles-theme-endgame = Finale
puzzles-theme-win = Vincere la partita
puzzles-theme-one-move = Una mossa
puzzles-theme-short = Breve (due mosse)
puzzles-theme-long = Lungo (tre mosse o più)

## Cosa chiede un tema a chi risolve (sotto la scacchiera, a problema finito)
puzzles-theme-hint-charge = Una carica del cavallo: un galoppo che prosegue con una cattura.
puzzles-theme-hint-multi-jump = Un salto che prosegue e cattura due o più pezzi.
puzzles-theme-hint-capture-trap = Un pezzo offerto: la cattura obbligatoria apre la strada a una cattura più grande.
puzzles-theme-hint-castle-entry = Un pezzo nel castello nemico.
puzzles-theme-hint-castle-race = Entrambi i colori corrono verso il castello dell'altro.
puzzles-theme-hint-castle-duty = Un pezzo nel proprio castello deve uscirne.
puzzles-theme-hint-defence = L'unica mossa che salva la partita.
puzzles-theme-hint-quiet-move = La prima mossa non cattura niente.
puzzles-theme-hint-endgame = Sei pezzi o meno.

## La pagina
puzzles-heading = Problemi
puzzles-heading-streak = Serie di problemi
# Prima della scelta del gioco (segue un menu a tendina).
puzzles-game-label = Gioco
# Prima della scelta del tema (segue un menu a tendina).
puzzles-theme-label = Tema
puzzles-all-themes = Tutti i temi
# Un tema nella scelta con quanti problemi lo hanno: «Carica del cavallo (52)».
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Il tuo compito
# Il compito sopra la scacchiera, $side è il colore di chi risolve.
puzzles-task = Trova la mossa migliore per il { $side }.
# $last è l'ultima mossa dell'avversario: «Il Nero ha giocato G12-F11. Trova la mossa migliore per il Bianco.»
puzzles-task-after = Il { $opponent } ha giocato { $last }. Trova la mossa migliore per il { $side }.
# La riga del punteggio, prima del numero (attenzione allo spazio alla fine).
puzzles-rating = Il tuo punteggio nei problemi di { $game }:{ " " }
# Dopo il punteggio, finché è incerto (attenzione allo spazio all'inizio).
puzzles-provisional = { " " }(provvisorio)
puzzles-provisional-title = Provvisorio: qualche altro problema lo renderà stabile
# Il conteggio della serie: «Serie: 3 · record 7».
puzzles-streak = Serie: { $count } · record { $best }
puzzles-streak-intro = Serie di problemi: problemi sempre più difficili, fino al primo errore.
    Niente suggerimenti, e il punteggio non è in gioco.
puzzles-try-again = Riprova
puzzles-analyse = Analizza questa posizione
puzzles-modes-label = Modalità dei problemi
puzzles-learn-link = Impara le regole
puzzles-streak-start = Serie di problemi
puzzles-back-to-rated = Torna ai problemi con punteggio

## I pulsanti del compito
puzzles-next = Problema successivo
puzzles-next-streak = Inizia una nuova serie
puzzles-hint = Suggerimento
puzzles-show-move = Mostra la mossa
puzzles-hint-title = Un suggerimento mostra il pezzo, poi la mossa; il problema conta allora come mancato
puzzles-retry = Riprova
puzzles-view-solution = Vedi la soluzione
# Una mossa inserita lungo un percorso può finire dove si trova: «Finisci la mossa qui (E4-E6)».
puzzles-end-here = Finisci la mossa qui ({ $move_text })

## Scorrere la linea del problema finito
puzzles-steps-label = La soluzione, mossa per mossa
puzzles-to-start = All'inizio del problema
puzzles-back = Indietro di una mossa
puzzles-forward = Avanti di una mossa
puzzles-to-end = Alla fine
puzzles-step-start = L'inizio del problema
puzzles-step = Mossa { $at } di { $end }
puzzles-step-end = Mossa { $at } di { $end }: la fine

## Cosa si dice a chi risolve
puzzles-right = Giusto! Ora la risposta…
# $reply è la risposta del computer.
puzzles-your-turn = La risposta: { $reply }. Continua: trova la mossa successiva.
puzzles-solved = Hai trovato tutte le mosse.
puzzles-solved-hinted = Con un suggerimento: il tuo punteggio lo conta come mancato.
puzzles-solved-retried = Trovato dopo un nuovo tentativo: il problema conta come mancato, perché il primo tentativo era sbagliato.
# $move_text è la mossa sbagliata giocata.
puzzles-wrong = { $move_text } non è la mossa giusta. Riprova dalla posizione precedente, o guarda la soluzione.
puzzles-retry-note = Riprova: il problema conta come mancato, ma trovare la mossa ti insegna comunque qualcosa.
# Il primo suggerimento: la casella del pezzo da muovere.
puzzles-hint-piece = Muovi il pezzo in { $square }.
# Il secondo suggerimento: la mossa intera.
puzzles-hint-move = La mossa è disegnata sulla scacchiera: { $move_text }.
# $line sono le mosse del problema, separate come un elenco: «F6-F7, F9-F8, F7xF9».
puzzles-solution = La soluzione: { $line }.
puzzles-hint-counted = Hai usato un suggerimento: il tuo punteggio conta questo problema come mancato.
puzzles-hint-cost = Un suggerimento fa contare il problema come mancato nel tuo punteggio.
# Perché una mossa non si può fare ($why), poi cosa chiede l'obbligo di cattura ($duty): due frasi.
puzzles-why-and-duty = { $why } { $duty }
# Il risultato, prima delle parole che lo descrivono.
puzzles-result-solved = Risolto.
puzzles-result-missed = Mancato.
# Un problema già valutato prima: il suo risultato lascia il punteggio com'è.
puzzles-replay = Già giocato: non conta di nuovo per il punteggio
# Variazioni del punteggio: «+12», «−8», «±0».
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# «un problema», in «Serie finita: un problema di fila.»
puzzles-streak-solved = { $n ->
    [0] nessun problema
    [one] un problema
   *[other] { $n } problemi
}
puzzles-streak-over = Serie finita: { puzzles-streak-solved } di fila.
puzzles-streak-over-best = Serie finita: { puzzles-streak-solved } di fila — il tuo record!

## La didascalia del problema: «Problema c0142», e a problema finito
## «Problema c0142 · punteggio 1620 · Carica del cavallo, Breve (due mosse)»
puzzles-caption = Problema { $id }
puzzles-caption-over = Problema { $id } · punteggio { $rating }
# $themes sono i nomi dei temi del problema, separati come un elenco.
puzzles-caption-over-themes = Problema { $id } · punteggio { $rating } · { $themes }

## Gli ultimi problemi, ognuno dopo il suo identificativo: «c0142 · 1620 · risolto · +12»
puzzles-history-heading = I tuoi ultimi problemi
puzzles-history-solved = risolto
puzzles-history-solved-hint = risolto con un suggerimento
puzzles-history-missed = mancato
puzzles-history-not-rated = senza punteggio
# Dopo l'identificativo del problema (attenzione allo spazio all'inizio): il suo punteggio, il risultato.
puzzles-history-details = { " " }· { $rating } · { $result }
# Lo stesso con la variazione del punteggio (o «senza punteggio»).
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Il caricamento, e cosa può andare storto
puzzles-loading = Caricamento dei problemi di { $game }…
# $why dice cosa è andato storto.
puzzles-pack-failed = Non è stato possibile caricare i problemi di { $game }: { $why }. Controlla la connessione e riprova.
# $first dice cosa non andava nel primo problema escluso.
puzzles-pack-damaged = { $n ->
    [one] Un problema della raccolta non si è potuto usare ed è stato escluso ({ $first }).
   *[other] { $n } problemi della raccolta non si sono potuti usare e sono stati esclusi ({ $first }).
}
puzzles-no-such-puzzle = Non c'è nessun problema di { $game } con l'identificativo «{ $id }». Eccone un altro.
# $game è il nome dato nel link; al suo posto vengono mostrati i problemi di Camelot.
puzzles-no-such-game = Non ci sono problemi per il gioco «{ $game }»: ecco quelli di Camelot.
puzzles-progress-unreadable = Non è stato possibile leggere il tuo storico dei problemi ({ $why }), quindi riparte da zero.
    I vecchi dati sono conservati a parte.
# $version è il numero di versione dello storico salvato.
puzzles-progress-version = versione { $version }
puzzles-all-played = Hai giocato tutti i problemi: ora ti verranno riproposti.
puzzles-all-played-theme = Hai giocato tutti i problemi del tema { $theme }: ora ti verranno riproposti.
# Un link chiedeva un tema di cui il gioco scelto non ha problemi: quelli di $found ce l'hanno.
puzzles-theme-elsewhere = Non ci sono ancora problemi di { $played } sul tema { $theme }: ecco quelli di { $found }.
puzzles-theme-missing = Non ci sono problemi di { $game } sul tema { $theme }: ecco tutti i temi.

## Cosa non va in una raccolta danneggiata (nei messaggi qui sopra); $error è nelle parole delle regole
puzzles-pack-empty = non contiene nessun problema
# $n è la posizione del problema nella raccolta (1, 2, …).
puzzles-pack-not-a-puzzle = problema { $n }: non è un problema (identificativo, posizione, mosse, punteggio)
puzzles-pack-bad-id = problema { $n }: identificativo `{ $id }` mancante o ripetuto
# $problem è uno dei messaggi qui sotto.
puzzles-pack-puzzle = problema { $id }: { $problem }
puzzles-pack-position = posizione: { $error }
puzzles-pack-over = posizione: la partita è già finita
puzzles-pack-line-length = la linea ha { $n } mosse: deve iniziare e finire con una mossa di chi risolve
# $n è la posizione della mossa nella linea, $move_text la mossa.
puzzles-pack-move = mossa { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = la mossa { $n } `{ $move_text }` finisce la partita prima che finisca la linea
puzzles-pack-last-move = ultima mossa `{ $move_text }`: { $error }
puzzles-pack-rating = il punteggio non è un numero
