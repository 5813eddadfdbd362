# Camelot: le parole comuni a tutte le pagine (l'intestazione, i colori, i conteggi, gli elenchi).
# Note per chi traduce:
# - I nomi delle caselle (C3, H11), le mosse (C3-D2, F7xF9) e il testo delle posizioni restano come sono.
# - $side è il nome di un colore tradotto qui sotto; $color è "white" o "black" per i selettori.
# - $ordinal è un numero di mossa scritto come ordinale all'italiana (5ª: la mossa è femminile).
#
# Glossario italiano (la stessa parola ovunque, in tutti i file):
# - White / Black: il Bianco / il Nero. side-white e side-black sono «Bianco» e «Nero», senza
#   articolo: ogni frase mette l'articolo («vince il Bianco», «tocca al Nero», «il castello del
#   Bianco»); come aggettivo: bianco, nero («una pedina nera»).
# - piece: pezzo; man: pedina; knight: cavallo; castle: castello; board: scacchiera;
#   square: casella; file / rank: colonna / traversa.
# - move (il turno di un giocatore e la mossa giocata): mossa; to move: muovere.
# - plain move: mossa semplice; step: passo.
# - canter: galoppo (galoppare); leap: balzo (scavalcare un pezzo).
# - jump: salto (saltare un pezzo); capture: cattura (catturare); «la cattura è obbligatoria».
# - knight's charge: carica del cavallo; knight's duty: obbligo del cavallo.
# - castle move: mossa di castello.
# - draw: patta; resign: abbandonare; win / lose: vincere / perdere.
# - line: linea; main line: linea principale; side line: linea secondaria
#   («variante» è riservato alle varianti del gioco: Cam, Camette…).
# - game record: notazione della partita; position text: testo della posizione.
# - hint: suggerimento; level: livello; puzzle: problema; rating: punteggio; streak: serie;
#   theme: tema; course / lesson: corso / lezione.
# - the level Perfect (the solved game): il livello Perfetto (il gioco risolto).
# - click / tap: clicca / tocca (si dà del tu, come su lichess).
# - Virgolette: « » senza spazi.

-game-name = Camelot

# Il nome del sito nell'intestazione (il nome del gioco; lascialo così, salvo che la tua lingua lo scriva diversamente).
app-name = { -game-name }

## L'intestazione
language-label = Lingua
nav-pages = Pagine
nav-play = Gioca
nav-learn = Impara
nav-puzzles = Problemi
nav-rules = Regole
nav-analysis = Analisi
nav-editor = Editor

## I colori
side-white = Bianco
side-black = Nero
# «del Bianco» come in «dopo la 5ª mossa del Bianco».
side-white-possessive = del Bianco
side-black-possessive = del Nero

## I conteggi
count-moves = { $n ->
    [one] { $n } mossa
   *[other] { $n } mosse
}
count-men = { $n ->
    [one] { $n } pedina
   *[other] { $n } pedine
}
count-knights = { $n ->
    [one] { $n } cavallo
   *[other] { $n } cavalli
}
game-length-none = nessuna mossa
at-the-start = all'inizio
before-the-first-move = prima della prima mossa
# «dopo la 5ª mossa del Bianco»
after-move = dopo la { $ordinal } mossa { $possessive }

## Gli elenchi: «C2, D2 e I2», «E4, K4 o L5»
list-and = { $rest } e { $last }
list-or = { $rest } o { $last }
list-separator = ,{ " " }

## Il verbo per scegliere una casella
choose-touch = tocca
choose-click = clicca
choose-touch-cap = Tocca
choose-click-cap = Clicca

## I pulsanti per copiare
copy = Copia
copy-done = Copiato
copy-failed = Copia non riuscita: seleziona il testo e copialo

## Gli avvisi
notice-dismiss = Chiudi

## Stored data that cannot be read back
storage-unreadable = illeggibile alla riga { $line }, colonna { $column }
storage-other-version = proviene da un'altra versione ({ $version })
storage-bad-record = notazione della partita non valida ({ $why })

## Un file del sito che non è stato possibile ottenere (un pacchetto di problemi): $status è lo stato HTTP (404).
fetch-no-connection = nessuna connessione al sito
fetch-status = il sito ha risposto { $status }
fetch-unreadable = non è stato possibile leggere la risposta

## Perché il computer non ha potuto rispondere (una frase in minuscolo, dentro la frase di una pagina)
engine-failure-bad-start = posizione iniziale non valida
engine-failure-bad-move = mossa non valida { $move_text }
engine-failure-damaged = il gioco risolto è danneggiato
engine-failure-wrong-game = il gioco risolto è di { $variant }, non di { $solved }
engine-failure-no-connection = non è stato possibile scaricare il gioco risolto: nessuna connessione
engine-failure-not-downloaded = non è stato possibile scaricare il gioco risolto
engine-failure-status = non è stato possibile scaricare il gioco risolto: il sito ha risposto { $status }
engine-failure-empty-answer = non è stato possibile scaricare il gioco risolto: una risposta vuota
engine-failure-broke-off = lo scaricamento del gioco risolto si è interrotto
engine-failure-too-large = il gioco risolto è più grande di quanto possa essere
engine-failure-no-decompression = questo browser non sa decomprimere il gioco risolto
engine-failure-not-started = non è stato possibile avviare il motore
engine-failure-stopped = il motore si è fermato
engine-failure-stopped-detail = il motore si è fermato ({ $detail })
engine-failure-not-accepted = il motore non ha accettato la richiesta

# Le valutazioni del motore, nella riga di riflessione della partita e sulla scacchiera di analisi.
eval-has-won = Il { $side } ha vinto
# Una vittoria forzata in $n mosse del vincitore.
eval-wins-in = { $n ->
    [one] Il { $side } vince in { $n } mossa
   *[other] Il { $side } vince in { $n } mosse
}
