# analysis
# La scacchiera d'analisi (#/analysis): l'analisi del motore, la revisione della partita,
# «Impara dagli errori» e i verdetti del gioco risolto (Camette).
# Note per chi traduce:
# - Le mosse (F7-F8, C5xC7), i numeri di mossa scritti con una mossa («12. F7-F8», «12… F10-F9»),
#   i nomi delle caselle e le valutazioni in cifre (+1.3, -0.4) restano come sono.
# - $side è il nome di un colore come lo traduce app.ftl («Bianco», senza articolo); $possessive
#   la sua forma possessiva («del Bianco»); $color è "white" o "black", per i selettori.
# - $mv è una mossa in notazione (F7-F8); $glyph il segno della revisione dopo una mossa (?!, ? o ??).
# - $percent è una percentuale intera senza il simbolo (i messaggi aggiungono «%»).
# - I giudizi sono quelli di lichess: imprecisione (?!), errore (?), errore grave (??).

## La pagina
analysis-mode = Analisi
analysis-flip-title = Gira la scacchiera
# Il pulsante che chiude una mossa di più salti dove il giocatore si è fermato; $mv è la mossa.
analysis-end-here = Finisci la mossa qui ({ $mv })
analysis-line-copied = Linea copiata negli appunti.
analysis-line-not-copied = Il browser non ha permesso di copiare la linea.

## La riga di stato
# $outcome è il risultato a parole, da core.ftl (con l'iniziale maiuscola).
analysis-status-over = Qui la partita è finita: { $outcome }.
# $when: «dopo la 5ª mossa del Bianco» o «all'inizio» (app.ftl).
analysis-status-turn = Tocca al { $side }, { $when }
# Una mossa rifiutata dalla scacchiera; $why è il motivo secondo le regole.
analysis-cannot-play = { $mv } non si può giocare: { $why }.
# Una promozione, un'eliminazione o un commento rifiutati dall'albero delle mosse.
analysis-tree-refused = Non è stato possibile: { $why }.
analysis-engine-failed = Il motore non ci è riuscito: { $why }.
# Un clic mentre si verifica il tentativo del giocatore.
analysis-checking-your-move = Verifica della tua mossa…

## Le valutazioni a parole
# La forma breve sulla barra di valutazione e sui pulsanti delle linee: un colore ha vinto.
analysis-eval-short-won = Il { $side } ha vinto
# La forma breve di una vittoria forzata: «B in 4» (il Bianco vince in 4 mosse sue), «N in 2».
analysis-eval-short-win = { $color ->
    [white] B
   *[black] N
} in { $n }
# «+1.3 (il Bianco ha una pedina in più)»: $eval è la cifra, $situation le parole.
analysis-eval-words = { $eval } ({ $situation })
# Il materiale a parole: «una pedina», «due pedine», … (in cifre da 13).
analysis-men = { $n ->
    [0] nessuna pedina
    [1] una pedina
    [2] due pedine
    [3] tre pedine
    [4] quattro pedine
    [5] cinque pedine
    [6] sei pedine
    [7] sette pedine
    [8] otto pedine
    [9] nove pedine
    [10] dieci pedine
    [11] undici pedine
    [12] dodici pedine
   *[other] { $n } pedine
}
analysis-knights = { $n ->
    [0] nessun cavallo
    [1] un cavallo
    [2] due cavalli
    [3] tre cavalli
    [4] quattro cavalli
    [5] cinque cavalli
    [6] sei cavalli
    [7] sette cavalli
    [8] otto cavalli
    [9] nove cavalli
    [10] dieci cavalli
    [11] undici cavalli
    [12] dodici cavalli
   *[other] { $n } cavalli
}
# «il Bianco ha una pedina in più»: $pieces è analysis-men o analysis-knights.
# Queste parole stanno tra parentesi dopo la cifra: iniziale minuscola.
analysis-material-up = il { $side } ha { $pieces } in più
analysis-material-up-both = il { $side } ha { $knights } e { $men } in più
# Un colore ha dei cavalli contro le pedine dell'altro.
analysis-material-for = il { $side } ha { $knights } per { $men }
analysis-level = posizione equilibrata
analysis-placed-slightly = il { $side } sta leggermente meglio
analysis-placed-better = il { $side } sta meglio
analysis-placed-clearly = il { $side } sta nettamente meglio
analysis-placed-winning = il { $side } ha un vantaggio decisivo
# $material è uno dei messaggi analysis-material-….
analysis-material-made-up = { $material }, ma la posizione compensa
analysis-material-but-placed = { $material }, ma il { $side } ha i pezzi meglio piazzati
# $placed è uno dei messaggi analysis-placed-….
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, ma { $placed }
# $words è analysis-eval-words o una vittoria forzata.
analysis-evaluation = { $words } · Probabilità di vittoria del Bianco: { $percent }%
analysis-evaluation-solved = { $value } — risolto · il motore vede { $engine }
analysis-evaluation-solved-same = { $value } — risolto; anche il motore lo vede
# La barra di valutazione, per i lettori di schermo; $eval è la forma breve.
analysis-bar-label = Valutazione { $eval }: probabilità di vittoria del Bianco { $percent }%
analysis-bar-none = Ancora nessuna valutazione

## Il pannello del motore
analysis-engine-title = Motore
analysis-engine-stop = Ferma
analysis-engine-off = Disattiva
analysis-engine-start = Analizza
analysis-line-move-title = Gioca la linea fino a questa mossa
analysis-hidden = Il motore è nascosto mentre cerchi la mossa.
analysis-nothing = Niente da analizzare: qui la partita è finita.
analysis-reviewing = Il motore sta rivedendo la partita; l'analisi riprende subito dopo.
analysis-starting = Avvio del motore…
analysis-off = Il motore è spento.
# Il numero di linee mostrate dal motore.
analysis-lines = { $n ->
    [one] { $n } linea
   *[other] { $n } linee
}
# Velocità in nodi al secondo: «1,2 milioni» ($millions), «850 mila».
analysis-speed-million = { $millions } milioni di
analysis-speed-thousand = { $n } mila
# $lines è analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Profondità { $depth } · ricerca completata · { $lines }
analysis-depth-searching = Profondità { $depth } · { $speed } nodi al secondo · { $lines }
analysis-depth-stopped = Profondità { $depth } · { $speed } nodi al secondo · { $lines } (interrotta)

## Il giudizio su una mossa rivista
# Il nome del giudizio dopo il suo segno: «?? Errore grave.» ($glyph è ?!, ? o ??), poi uno spazio.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Imprecisione
    [mistake] Errore
    [blunder] Errore grave
   *[good] Buona mossa
}.{ " " }
analysis-verdict-body = { $mv } ha portato le probabilità di vittoria { $possessive } dal { $before }% al { $after }%.
# Dopo il giudizio (inizia con uno spazio).
analysis-better-was = { " " }Era meglio { $mv }.
# Un pulsante che gioca la mossa migliore al posto di quella della partita.
analysis-play-instead = Gioca invece { $mv }
# Una mossa prima di una mossa segnata; $glyph è il segno della mossa (?!, ? o ??).
analysis-better-here = Qui nella partita il { $side } ha giocato { $mv }{ $glyph }; la mossa migliore, { $better }, è indicata in verde.

## La revisione della partita
analysis-review-title = Revisione della partita
analysis-review-stop = Ferma la revisione
# Prima della scelta della profondità (lascia lo spazio alla fine).
analysis-review-depth = Profondità{ " " }
analysis-depth-quick = Rapida
analysis-depth-deep = Approfondita
analysis-review-resume = Riprendi la revisione
analysis-review-start = Rivedi la partita
analysis-review-empty = La linea principale non ha mosse da rivedere.
analysis-review-progress = { $done } di { $total } posizioni
analysis-review-complete = Revisione completata.
analysis-accuracy = Precisione
# La precisione di un colore nella tabella del riepilogo.
analysis-accuracy-value = { $percent }%
analysis-inaccuracies = Imprecisioni
analysis-mistakes = Errori
analysis-blunders = Errori gravi
# Il grafico della revisione: un punto per semimossa.
analysis-chart-label = Le probabilità di vittoria del Bianco nel corso della partita; scegli una semimossa per andarci
analysis-chart-ply = Semimossa { $ply }: Bianco { $percent }%
analysis-chart-ply-unknown = Semimossa { $ply }: non ancora rivista

## Impara dagli errori
analysis-learn-title = Impara dagli errori { $possessive }
# Dopo l'ultimo errore; $n è il numero di errori.
analysis-learn-done = { $n ->
    [1] Era l'unico errore { $possessive }.
   *[other] Era l'ultimo errore { $possessive }.
}
# $at è il numero dell'errore, $n quanti sono; $glyph il segno della mossa (?!, ? o ??).
analysis-learn-prompt = Errore { $at } di { $n }: qui il { $side } ha giocato { $mv }{ $glyph }. Trova una mossa migliore per il { $side }.
analysis-learn-back = Torna alla posizione
analysis-learn-solution = Mostra la soluzione
analysis-learn-next = Errore successivo
analysis-learn-finish = Termina
analysis-learn-stop = Interrompi l'esercizio
analysis-learn-checking = Verifica di { $mv }…
analysis-learn-shown = Qui il motore gioca { $mv } (mostrata sulla scacchiera).
analysis-learn-none = La revisione non ha trovato errori { $possessive } da cui imparare.
analysis-learn-played = { $mv } è la mossa giocata nella partita. Cercane una migliore.
analysis-learn-found = Ben trovata: { $mv } è anche la scelta del motore.
# $mine e $best_percent sono percentuali; $best è la mossa del motore.
analysis-learn-keeps = Bene: { $mv } mantiene le probabilità { $possessive } al { $mine }% (la mossa del motore, { $best }, le mantiene al { $best_percent }%).
analysis-learn-loses = Con { $mv } il { $side } scende al { $mine }%, mentre una mossa migliore mantiene il { $best_percent }%. Prova un'altra mossa.

## Il gioco risolto (Camette)
analysis-solved-asking = Gioco risolto: ricerca della posizione…
analysis-solved-unknown = Questa posizione non è nella copia del gioco risolto di questa app, che contiene le partite in cui uno dei due giocatori gioca alla perfezione dall'inizio.
# $got e $total sono dimensioni in megabyte («2,5»).
analysis-solved-loading = Gioco risolto: scaricamento… { $got } di { $total } MB
analysis-solved-failed = Gioco risolto non disponibile: { $why }
analysis-solved-retry = Riprova
analysis-solved-review = Risolto: il valore di ogni mossa
analysis-solved-draw = patta
# Una posizione che il file del gioco risolto non conosce.
analysis-solved-not-here = non risolto qui
# All'inizio di una frase.
analysis-solved-draw-cap = Patta
# «Il Bianco vince in 19 mosse — risolto (migliore: B3-B2).»; $value è una vittoria o una patta.
analysis-solved-verdict = { $value } — risolto (migliore: { $best }).
analysis-solved-wins = Il { $side } vince
analysis-solved-verdict-keeps = { $value } — risolto ({ $best } mantiene la vittoria).
analysis-solved-verdict-draw = { $value } — risolto ({ $best } mantiene la patta).
analysis-solved-verdict-lost = { $value } — risolto: ogni mossa perde.
analysis-solved-full = Vedi il risultato esatto: scarica il valore di ogni posizione ({ $size } MB, conservato per l'uso offline)
# Ogni mossa della partita: «3… C5-B6: Il Bianco vince in 21 mosse»; $mv è la mossa numerata,
# $value eval-wins-in, eval-has-won, analysis-solved-draw o analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } — la vittoria è sfumata
analysis-solved-move-draw-lost = { $mv }: { $value } — la posizione era patta
analysis-solved-move-hastened = { $mv }: { $value } — persa prima del necessario (la difesa migliore resiste { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
})

## Che cosa non va in un link d'analisi o nell'analisi salvata
analysis-link-both = indica sia una partita sia una posizione; viene mostrata la partita
# $path è il percorso di un nodo (0.0.1).
analysis-link-no-node = la partita non ha nessuna mossa al nodo { $path }, quindi ne viene mostrata la fine
analysis-link-bad-node = il nodo `{ $text }` non è un percorso di nodo ({ $why }), quindi viene mostrata la fine della partita
analysis-link-bad-record = non è stato possibile leggere la notazione della partita: { $why }
analysis-link-bad-position = non è stato possibile leggere la posizione: { $why }
# $problems: i problemi qui sopra, uniti con analysis-link-separator.
analysis-link-problems = Il link d'analisi non era del tutto utilizzabile: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = Non è stato possibile ripristinare l'analisi salvata ({ $why }); è stata sostituita.
