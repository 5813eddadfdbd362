# Camelot: le parole del crate delle regole (crates/camelot-core), come le mostra l'app: i nomi
# dei giochi, come è finita una partita, e che cosa non va in una mossa, in un testo di posizione
# o nella notazione di una partita.
# La formattazione è in crates/camelot-web/src/app/core_words.rs.
# Note per chi traduce:
# - I nomi delle caselle (C3, H11), le mosse (C3-D2, F7xF9), il testo delle posizioni, le lettere
#   K M k m T w b e i testi d'esempio (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) restano come sono.
# - Il testo tra `apici inversi` è ciò che la persona ha scritto; l'app può trasformarli in
#   virgolette semplici. Lasciali attorno alle stesse parole.
# - $side, $winner, $loser sono il nome di un colore tradotto in app.ftl («Bianco», senza
#   articolo); $color, $winner_color, $loser_color sono "white" o "black" per i selettori.
# - $line, $column, $step, $rank e $number sono posizioni, scritte in cifre; $count, $max,
#   $trees, $found e $expected sono conteggi (scegli il plurale su di essi dove la lingua lo
#   richiede).
# - $column: nella notazione di una partita (più righe) «riga 3, colonna 12»; in una mossa o in un
#   testo di posizione (una sola riga) «al carattere 12», per non confonderla con le colonne
#   della scacchiera.
# - Quasi tutti i messaggi iniziano con la minuscola: l'app li inserisce nelle sue frasi (e mette
#   la maiuscola solo alle lettere senza accento).

## I giochi della famiglia (titoli) e che cosa cambia rispetto a Camelot (descrizioni)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = le regole della World Camelot Federation
core-summary-chivalry = l'originale di Parker del 1887: una scacchiera più larga di 176 caselle, 8 cavalli e 12 pedine per colore
core-summary-cam = una piccola scacchiera di 67 caselle, 7 pezzi per colore: basta un pezzo nel castello avversario per vincere
core-summary-camette = la scacchiera più piccola, 23 caselle, 4 pezzi per colore: basta un pezzo nel castello avversario per vincere
core-summary-all-knighter = Camelot in cui ogni pezzo è un cavallo
core-summary-river = un fiume attraversa la scacchiera, con due ponti; ogni colore pianta prima tre alberi
core-summary-anti = gli obiettivi rovesciati: vinci quando resti senza mosse legali o quando l'avversario entra nel tuo castello

## I pezzi
core-role-man = pedina
core-role-knight = cavallo
core-piece-white-man = pedina bianca
core-piece-white-knight = cavallo bianco
core-piece-black-man = pedina nera
core-piece-black-knight = cavallo nero

## Come è finita una partita: «vince il Bianco (il Bianco ha due pezzi nel castello del Nero)»
core-headline-white = vince il Bianco
core-headline-black = vince il Nero
core-headline-draw = patta
# $headline è uno dei tre messaggi qui sopra, $reason uno dei motivi qui sotto.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = il { $winner } ha due pezzi nel castello del { $loser }
core-reason-all-captured = il { $winner } ha catturato tutti i pezzi del { $loser }
core-reason-no-legal-move = il { $loser } non ha mosse legali
# Una patta: il giocatore che deve muovere è bloccato, ma all'avversario resta un solo pezzo.
core-reason-no-legal-move-draw = il giocatore che deve muovere non ha mosse legali e l'avversario ha meno di due pezzi
core-reason-both-reduced = entrambi i giocatori hanno al massimo un pezzo
core-reason-repetition = la stessa posizione si è ripetuta tre volte
core-reason-resignation = il { $loser } ha abbandonato
core-reason-agreement = patta di comune accordo
# Cam e Camette: basta un pezzo nel castello avversario per vincere.
core-reason-castle-entered = il { $winner } ha un pezzo nel castello del { $loser }
# Anti-Camelot: entrare nel castello avversario fa perdere.
core-reason-anti-castle-entered = il { $loser } ha portato un pezzo nel castello del { $winner }
core-reason-anti-no-legal-move = il { $winner } non ha mosse legali

## Mosse e nodi di una partita: «mossa 6 (Nero)», «nodo 12»
core-move-number = mossa { $number } ({ $side })
core-node = nodo { $number }

## Nomi delle caselle e nomi delle varianti
core-square-syntax = `{ $text }` non è il nome di una casella (una lettera di colonna dalla A alla L e un numero di traversa da 1 a 16, come F7)
core-square-off-board = `{ $text }` non è una casella della scacchiera
# $names sono i nomi delle varianti come si scrivono nei link e nel testo delle posizioni (camelot, cam, …).
core-variant-unknown = variante `{ $text }` sconosciuta (nomi possibili: { $names })

## Testo di una mossa che non si riesce a leggere
core-move-empty = mossa vuota
core-move-expected-square = atteso il nome di una casella al carattere { $column }
core-move-bad-square = `{ $text }` al carattere { $column } non è una casella della scacchiera
core-move-bad-separator = `{ $character }` inatteso al carattere { $column }: le caselle sono separate da `-` o `x`
core-move-no-destination = una mossa ha bisogno di almeno due caselle, come F7-F8
core-move-too-long = troppe tappe per una sola mossa
core-move-mixed-placement = una disposizione di alberi si scrive con caselle separate solo da virgole, come C2,D2,I2

## Mosse non legali. $move_text è la mossa come è scritta; $moves un elenco di mosse.
# $outcome è core-outcome.
core-illegal-game-over = la partita è finita: { $outcome }
core-illegal-no-piece = non c'è nessun pezzo in { $square }
core-illegal-not-your-piece = il pezzo in { $square } non è { $color ->
    [white] bianco
   *[black] nero
}: tocca al { $side }
core-illegal-must-leave-castle = il pezzo in { $square } deve uscire dal proprio castello in questo turno
core-illegal-capture-required = la mossa { $move_text } non è consentita: la cattura è obbligatoria ({ $moves })
core-illegal-piece-stuck = la mossa { $move_text } non è legale: quel pezzo non ha mosse legali
core-illegal-no-such-move = la mossa { $move_text } non è legale; quel pezzo può giocare { $moves }
core-illegal-ambiguous = la mossa { $move_text } è ambigua; scrivi il percorso completo di una di queste mosse: { $moves }
# $variant è il titolo di un gioco (core-variant-…).
core-illegal-not-on-board = { $square } non è una casella della scacchiera di { $variant }
core-illegal-not-placing = { $move_text } pianta alberi, ma ora non ci sono alberi da piantare
core-illegal-bad-placement-square = { $move_text } non è una disposizione di alberi del { $color ->
    [white] Bianco
   *[black] Nero
}: nessun albero del { $color ->
    [white] Bianco
   *[black] Nero
} può andare in { $square }
core-illegal-bad-placement = { $move_text } non è una disposizione di alberi valida: il { $color ->
    [white] Bianco
   *[black] Nero
} pianta { $trees ->
    [one] { $trees } albero
   *[other] { $trees } alberi
} su caselle diverse, da scrivere come C2,D2,I2

## La notazione delle partite. Un errore: «riga 3, colonna 12: mossa 2 (Bianco): …»
# $message è uno dei messaggi della notazione qui sotto (o un altro errore di questo file).
core-record-error = riga { $line }, colonna { $column }: { $message }
# $move_number è core-move-number.
core-record-error-at-move = riga { $line }, colonna { $column }: { $move_number }: { $message }
core-record-bad-tag = riga d'intestazione `{ $tag }` non valida: le righe d'intestazione si scrivono come [Name "Value"]
# «Position» e «Variant» sono i nomi delle intestazioni, scritti così nella notazione.
core-record-bad-position = intestazione Position non valida: { $error }
core-record-bad-variant = intestazione Variant non valida: { $error }
# $error è core-illegal-game-over (la partita è finita: …).
core-record-cannot-play = { $move_text } non si può giocare: { $error }
# $squares è un elenco di caselle, o core-record-none.
core-record-not-yours = non hai nessun pezzo in { $square }; pezzi che possono muovere: { $squares }
# $moves è un elenco di caselle o di mosse, o core-record-none.
core-record-must-leave-castle = { $move_text } non è una mossa legale — il pezzo in { $square } deve uscire dal proprio castello in questo turno; { $square } può andare in { $moves }
core-record-capture-required = { $move_text } non è una mossa legale — la cattura è obbligatoria; pezzi che possono catturare: { $squares }
core-record-capture-required-piece = { $move_text } non è una mossa legale — la cattura è obbligatoria; { $square } può catturare: { $moves }
core-record-no-such-move = { $move_text } non è una mossa legale — { $square } può andare in { $moves }
core-record-piece-stuck = { $move_text } non è una mossa legale — il pezzo in { $square } non ha mosse legali; pezzi che possono muovere: { $squares }
# Un elenco vuoto di caselle o di mosse (dopo «pezzi che possono muovere:»).
core-record-none = nessuno
core-record-unterminated-comment = il commento aperto da `{ "{" }` non viene mai chiuso
# $written e $expected sono numeri di mossa come li scrive la notazione (6. o 6...).
core-record-wrong-move-number = il numero di mossa { $written } dovrebbe essere { $expected }
core-record-after-result = `{ $text }` inatteso dopo il risultato
# Una «variation» della notazione, tra parentesi, è una linea secondaria.
core-record-unclosed-variation = la linea secondaria aperta da `(` non viene mai chiusa da `)`
core-record-unopened-variation = `)` non chiude nessuna linea secondaria: non c'è nessuna `(` aperta
core-record-variation-at-start = una linea secondaria `(` deve seguire la mossa che sostituisce, e qui nessuna mossa la precede
core-record-empty-variation = linea secondaria vuota: una linea secondaria deve contenere almeno una mossa
core-record-result-in-variation = il risultato `{ $text }` non può stare dentro una linea secondaria: manca una `)` prima?

## I percorsi dei nodi nei link (0.0.1) e l'albero della partita
core-path-empty-step = l'elemento { $step } del percorso del nodo è vuoto: i percorsi si scrivono come 0.0.1
core-path-not-a-number = l'elemento { $step } del percorso del nodo, `{ $text }`, non è un numero: i percorsi si scrivono come 0.0.1
core-path-too-large = l'elemento { $step } del percorso del nodo, { $text }, è troppo grande
# $node è core-node.
core-tree-unknown-node = il { $node } non esiste nell'albero di questa partita
core-tree-delete-root = la posizione iniziale non si può eliminare, solo le mosse

## Testo di una posizione che non si riesce a leggere
core-setup-empty = testo della posizione vuoto
core-setup-missing-placement = nel testo della posizione manca la disposizione dei pezzi
core-setup-missing-side = nel testo della posizione manca il colore che deve muovere
core-setup-missing-castle-moves = nel testo della posizione manca il numero di mosse di castello del { $color ->
    [white] Bianco
   *[black] Nero
}
core-setup-trailing-text = testo inatteso dopo il numero di mossa, al carattere { $column }
core-setup-unknown-variant = `{ $text }` al carattere { $column } non è né il nome di una variante né una traversa
# $found e $expected sono titoli di giochi (core-variant-…).
core-setup-wrong-variant = questa è una posizione di { $found }, non di { $expected }
core-setup-rank-count = il testo della posizione ha { $found ->
    [one] { $found } traversa
   *[other] { $found } traverse
} separate da `/` invece di { $expected }
core-setup-rank-width = la traversa { $rank } (al carattere { $column }) descrive { $found ->
    [one] { $found } casella
   *[other] { $found } caselle
} invece di { $expected }
core-setup-bad-char = `{ $character }` inatteso al carattere { $column } (i pezzi sono K, M, k, m, gli alberi T; le cifre contano le caselle vuote)
core-setup-bad-empty-count = il numero di caselle vuote `{ $text }` al carattere { $column } deve essere tra 1 e { $max }
core-setup-bad-side = il colore che deve muovere, `{ $text }` al carattere { $column }, deve essere `w` o `b`
core-setup-bad-castle-moves = il numero di mosse di castello del { $color ->
    [white] Bianco
   *[black] Nero
}, `{ $text }` al carattere { $column }, deve essere 0, 1 o 2
core-setup-bad-move-number = il numero di mossa `{ $text }` al carattere { $column } deve essere un numero intero da 1 in su

## Posizioni che non si possono giocare
# $first e $second sono le caselle del castello.
core-position-two-in-own-castle = due pezzi { $color ->
    [white] bianchi
   *[black] neri
} nel castello del { $side } ({ $first }, { $second })
core-position-too-many-pieces = il { $side } ha { $count } pezzi; un colore ne ha al massimo { $max }
core-position-off-board = c'è un pezzo in { $square }, che non è una casella di questa scacchiera
core-position-tree-square = c'è un albero in { $square }, dove non si possono piantare alberi
core-position-tree-count = il { $color ->
    [white] Bianco
   *[black] Nero
} ha piantato { $count ->
    [one] { $count } albero
   *[other] { $count } alberi
}; un colore non ne pianta nessuno oppure tutti e { $trees }
core-position-tree-order = gli alberi non rispettano il turno: pianta prima il Bianco, poi il Nero, poi muove il Bianco
